<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Private landlords | Wigan Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Wigan Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/Resident/Resident.aspx">Residents</a></li><li><a href="/Business/Business.aspx">Business</a></li><li><a href="/Council/Council.aspx">Council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/Business/Business.aspx">Business</a></li><li><a href="/Business/Property-and-Land/Property-and-Land.aspx">Property and land</a></li></ol></nav>
<main id="main" class="content">
<h1>Private landlords</h1>
<p>Becoming a landlord: do you know the rules?</p><ul class="link-list"><li><a href="/Business/Licensing-Permits-Registrations/Houses-in-Multiple-Occupation-Licence.aspx">Do I need to apply for a landlord licence?</a></li></ul>

</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Wigan Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
