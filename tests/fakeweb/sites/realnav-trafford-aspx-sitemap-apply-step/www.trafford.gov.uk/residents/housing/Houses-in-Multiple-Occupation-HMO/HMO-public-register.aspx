<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HMO public register | Trafford Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Trafford Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/residents/residents.aspx">Residents</a></li><li><a href="/business/business.aspx">Business</a></li><li><a href="/about-your-council/about-your-council.aspx">About your council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/residents/residents.aspx">Residents</a></li><li><a href="/residents/housing/housing.aspx">Housing</a></li><li><a href="/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx">Houses in Multiple Occupation (HMO)</a></li></ol></nav>
<main id="main" class="content">
<h1>HMO public register</h1>
<p>We publish a register of licensed HMOs in Trafford, updated monthly. The full register can be inspected at Trafford Town Hall by appointment.</p>
<p class="last-updated">Page updated 2 September 2026</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Trafford Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
