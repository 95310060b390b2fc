<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Property licensing | Kirklees Council</title>

<link rel="stylesheet" href="/beta/css/main.css">
</head>
<body class="kirklees">
<div id="cookie-banner" class="cookie-banner" role="region" aria-label="Cookies on Kirklees Council"><p>We use some essential cookies to make this website work. We would also like to set analytics cookies to understand how you use the site.</p><button type="button" class="btn" data-cookie="accept">Accept analytics cookies</button> <button type="button" class="btn" data-cookie="reject">Reject analytics cookies</button> <a href="/cookies">View cookies</a></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/beta/img/logo.svg" alt="Kirklees Council homepage"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/beta/bins-and-recycling/index.aspx">Bins</a></li><li><a href="/beta/council-tax/index.aspx">Council tax</a></li><li><a href="/beta/housing-and-landlords/index.aspx">Housing</a></li><li><a href="/beta/licensing/index.aspx">Licensing</a></li></ul></nav></header>
<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/beta/housing-and-landlords/index.aspx">Housing and landlords</a></li></ol></nav>
<main id="main"><form method="post" action="/beta/housing-and-landlords/property-licensing.aspx" id="aspnetForm"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTM0NjU2NzE4OWRkZ0o3b0xq"></div><div id="ctl00_MainContent_pnlContent" class="content">
<h1>Property licensing</h1>
<p>Landlords must license some privately rented homes in Kirklees. Letting a property that should be licensed without a licence is an offence.</p><h2>Selective licensing</h2><p>Selective licensing started on 1 November 2024 in parts of Dewsbury West, Dewsbury South and Batley East. All privately rented homes in the designated streets need a selective licence until 31 October 2029. Check the street list before you let a property.</p><h2>Mandatory HMO licensing</h2><p>Across Kirklees, HMOs occupied by 5 or more people from 2 or more households need a mandatory HMO licence.</p><h2>Additional licensing</h2><p>Kirklees does not operate an additional HMO licensing scheme. Smaller HMOs with 3 or 4 occupiers do not need a licence unless they are in a selective licensing area.</p><h2>Fees</h2><p>Selective licence &pound;700; HMO licence &pound;1,200. Both last up to 5 years.</p>
<p class="last-updated">Last updated: 14 October 2026</p></div></form></main>
<footer class="site-footer"><p><a href="/accessibility">Accessibility statement</a> | <a href="/privacy">Privacy notice</a> | <a href="/cookies">Cookies</a> | <a href="/contact-us">Contact us</a></p><p>&copy; Kirklees Council 2026</p></footer>
<script src="/beta/js/app.js"></script>
</body>
</html>
