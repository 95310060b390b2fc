<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Council reviews options for private rented homes | Wigan Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Wigan Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/Resident/Resident.aspx">Residents</a></li><li><a href="/Business/Business.aspx">Business</a></li><li><a href="/Council/Council.aspx">Council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/News/News.aspx">News</a></li></ol></nav>
<main id="main" class="content">
<h1>Council reviews options for private rented homes</h1>
<p class="news-date">Published: 12 December 2024</p><p>Cabinet will consider an options appraisal on whether selective licensing would help in parts of the borough.</p><p>There are no selective licensing schemes in Wigan at present.</p>
<p class="last-updated">Page updated 12 December 2024</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Wigan Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
