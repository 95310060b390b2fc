<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Housing | Blackpool Borough Council</title>
<link rel="stylesheet" href="/SiteElements/css/site.css">
<script src="/SiteElements/css/site.js" defer></script>
</head>
<body class="aspx-page">
<div class="cookie-banner" id="cookie-banner" role="region" aria-label="Cookies"><p>We use some essential cookies to make this website work. We would also like to use analytics cookies to understand how you use the site. <a href="/cookies">Read our cookie policy</a>.</p><button type="button">Accept essential cookies only</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header><a href="/" class="logo"><img src="/SiteElements/css/logo.svg" alt="Blackpool Borough Council logo" width="160" height="40"></a>
<form class="search" action="/search" method="get" role="search"><label for="q">Search</label><input id="q" name="q" type="search"><button type="submit">Search</button></form>
<nav class="nav" aria-label="Main menu"><a href="/Residents.aspx">Residents</a><a href="/Housing.aspx">Housing</a><a href="/Business.aspx">Business</a><a href="/Your-Council.aspx">Your council</a></nav></header>
<main id="main">
<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/Home.aspx">Home</a></li><li aria-current="page">Housing</li></ol></nav>
<h1>Housing</h1>
<ul><li><a href="/Housing/Council-housing.aspx">Council housing</a></li><li><a href="/Housing/Homelessness.aspx">Homelessness</a></li><li><a href="/Housing/Landlords.aspx">Landlords</a></li><li><a href="/Housing/Tenants.aspx">Tenants</a></li></ul>
<p class="updated">Last updated: 14 October 2026</p>
</main>
<footer><ul><li><a href="/contact-us">Contact us</a></li><li><a href="/accessibility">Accessibility statement</a></li><li><a href="/privacy">Privacy notice</a></li><li><a href="/cookies">Cookies</a></li><li><a href="https://twitter.com/BlackpoolCouncil">Follow us on X</a></li></ul>
<p>&copy; Blackpool Borough Council 2026</p></footer>
</body>
</html>
