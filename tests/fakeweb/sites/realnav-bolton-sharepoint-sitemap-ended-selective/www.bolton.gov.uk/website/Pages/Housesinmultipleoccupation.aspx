<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Houses in multiple occupation | Bolton Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Bolton Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/website/Pages/Binsandrecycling.aspx">Bins and recycling</a></li><li><a href="/website/Pages/Counciltax.aspx">Council tax</a></li><li><a href="/website/Pages/Housing.aspx">Housing</a></li><li><a href="/website/Pages/Business.aspx">Business</a></li><li><a href="/website/Pages/Council.aspx">Council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/website/Pages/Housing.aspx">Housing</a></li><li><a href="/website/Pages/Privatelandlords.aspx">Private landlords</a></li></ol></nav>
<main id="main" class="content">
<h1>Houses in multiple occupation</h1>
<p>If you own or manage a house in multiple occupation (HMO) in Bolton you may need a licence.</p><h2>Mandatory HMO licence</h2><p>Any HMO with five or more people in two or more households who share amenities such as a bathroom, toilet or kitchen must be licensed by the council, whatever its size.</p><p>We are consulting on an additional scheme for smaller HMOs. Until a decision is made, HMOs with three or four occupants do not need a licence.</p><h2>How to apply</h2><p>Contact the Housing Standards team for an application pack. Send the completed form with the fee, a floor plan and your gas, electrical and fire alarm certificates.</p><p>Housing Standards, The Castle Hill Centre, Castleton Street, Bolton BL2 2JW.</p>
<p class="last-updated">Page updated 6 February 2026</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Bolton Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
