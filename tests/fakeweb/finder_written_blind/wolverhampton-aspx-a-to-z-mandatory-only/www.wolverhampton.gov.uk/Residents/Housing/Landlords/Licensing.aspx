<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Landlord licensing | City of Wolverhampton Council</title>

<link rel="stylesheet" href="/css/main.css">
</head>
<body class="cwc">
<div id="cookie-banner" class="cookie-banner" role="region" aria-label="Cookies on City of Wolverhampton Council"><p>We use some essential cookies to make this website work. We would also like to set analytics cookies to understand how you use the site.</p><button type="button" class="btn" data-cookie="accept">Accept analytics cookies</button> <button type="button" class="btn" data-cookie="reject">Reject analytics cookies</button> <a href="/cookies">View cookies</a></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/img/logo.svg" alt="City of Wolverhampton Council homepage"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/Residents/Bins.aspx">Bins</a></li><li><a href="/Residents/CouncilTax.aspx">Council tax</a></li><li><a href="/Residents/Housing.aspx">Housing</a></li><li><a href="/Business/Licensing.aspx">Licensing</a></li><li><a href="/a-to-z">A to Z</a></li></ul></nav></header>
<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/Residents/Housing.aspx">Housing</a></li><li><a href="/Residents/Housing/Landlords.aspx">Private landlords</a></li></ol></nav>
<main id="main"><form method="post" action="/Residents/Housing/Landlords/Licensing.aspx" id="aspnetForm"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTM0NjU2NzE4OWRkZ0o3b0xq"></div><div id="ctl00_MainContent_pnlContent" class="content">
<h1>Landlord licensing</h1>
<p>If you let a house in multiple occupation (HMO) in Wolverhampton it may need a licence.</p><h2>Mandatory HMO licensing</h2><p>You must have a licence if your property is occupied by 5 or more people forming 2 or more separate households who share amenities such as a kitchen or bathroom.</p><h2>Other licensing schemes</h2><p>The council does not currently operate any additional or selective licensing schemes. Smaller HMOs and single-family lets do not need a licence from us.</p><h2>Fee</h2><p>A 5-year HMO licence costs &pound;1,150.</p><h2>Apply</h2><p>Download the application pack or apply online.</p>
<p class="last-updated">Last updated: 14 October 2026</p></div></form></main>
<footer class="site-footer"><p><a href="/accessibility">Accessibility statement</a> | <a href="/privacy">Privacy notice</a> | <a href="/cookies">Cookies</a> | <a href="/contact-us">Contact us</a></p><p>&copy; City of Wolverhampton Council 2026</p></footer>
<script src="/js/app.js"></script>
</body>
</html>
