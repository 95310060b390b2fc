<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alcohol and entertainment licences | Bolton Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Bolton Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/website/Pages/Binsandrecycling.aspx">Bins and recycling</a></li><li><a href="/website/Pages/Counciltax.aspx">Council tax</a></li><li><a href="/website/Pages/Housing.aspx">Housing</a></li><li><a href="/website/Pages/Business.aspx">Business</a></li><li><a href="/website/Pages/Council.aspx">Council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/website/Pages/Business.aspx">Business</a></li></ol></nav>
<main id="main" class="content">
<h1>Alcohol and entertainment licences</h1>
<p>To sell alcohol, provide regulated entertainment or serve hot food between 11pm and 5am you need a premises licence or a club premises certificate.</p><h2>Personal licences</h2><p>Anyone who authorises the sale of alcohol needs a personal licence and an accredited qualification.</p><h2>Temporary event notices</h2><p>Give us at least ten working days' notice of a one-off event.</p><p>Applications are made to Bolton Council as licensing authority under the Licensing Act 2003.</p>
<p class="last-updated">Page updated 2 September 2026</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Bolton Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
