<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alcohol and entertainment licences | City of Wolverhampton Council</title>

<link rel="stylesheet" href="/css/main.css">
</head>
<body class="cwc">
<div id="cookie-banner" class="cookie-banner" role="region" aria-label="Cookies on City of Wolverhampton Council"><p>We use some essential cookies to make this website work. We would also like to set analytics cookies to understand how you use the site.</p><button type="button" class="btn" data-cookie="accept">Accept analytics cookies</button> <button type="button" class="btn" data-cookie="reject">Reject analytics cookies</button> <a href="/cookies">View cookies</a></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/img/logo.svg" alt="City of Wolverhampton Council homepage"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/Residents/Bins.aspx">Bins</a></li><li><a href="/Residents/CouncilTax.aspx">Council tax</a></li><li><a href="/Residents/Housing.aspx">Housing</a></li><li><a href="/Business/Licensing.aspx">Licensing</a></li><li><a href="/a-to-z">A to Z</a></li></ul></nav></header>
<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/Business/Licensing.aspx">Licensing</a></li></ol></nav>
<main id="main"><form method="post" action="/Business/Licensing/Premises.aspx" id="aspnetForm"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTM0NjU2NzE4OWRkZ0o3b0xq"></div><div id="ctl00_MainContent_pnlContent" class="content">
<h1>Alcohol and entertainment licences</h1>
<p>You need a premises licence to sell alcohol, provide regulated entertainment or sell hot food and drink between 11pm and 5am. This page is about the Licensing Act 2003, not about renting out homes.</p><h2>Premises licences</h2><p>Apply for a new premises licence, vary an existing licence or transfer it to a new holder. The fee depends on the rateable value of the premises.</p><h2>Personal licences</h2><p>A personal licence lets you authorise the sale of alcohol. You need an accredited qualification and a basic criminal record check.</p><h2>Temporary event notices</h2><p>Give us at least 10 working days' notice for a one-off event.</p><h2>Public register</h2><p>You can view the register of premises licences at the civic offices.</p>
<p class="last-updated">Last updated: 14 October 2026</p></div></form></main>
<footer class="site-footer"><p><a href="/accessibility">Accessibility statement</a> | <a href="/privacy">Privacy notice</a> | <a href="/cookies">Cookies</a> | <a href="/contact-us">Contact us</a></p><p>&copy; City of Wolverhampton Council 2026</p></footer>
<script src="/js/app.js"></script>
</body>
</html>
