<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>House in multiple occupation (HMO) licence | Wigan Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Wigan Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/Resident/Resident.aspx">Residents</a></li><li><a href="/Business/Business.aspx">Business</a></li><li><a href="/Council/Council.aspx">Council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/Business/Business.aspx">Business</a></li><li><a href="/Business/Licensing-Permits-Registrations/Licensing-Permits-Registrations.aspx">Licensing, permits and registrations</a></li></ol></nav>
<main id="main" class="content">
<h1>House in multiple occupation (HMO) licence</h1>
<h2>Do I need a licence?</h2><p>Every property occupied by five or more people from two or more households who share an amenity is subject to mandatory licensing, however many storeys it has. If your current HMO licence has expired or is about to, you must re-apply. Licences are issued for five years.</p><p>You do not need a landlord licence for a property that is not an HMO: Wigan Council does not operate a selective scheme in any part of the borough.</p><h2>Apply</h2><p>Complete the application form correctly, pay in full and include every supporting document, including a basic criminal record certificate obtained within six months of applying.</p><h2>Fees and charges</h2><ul><li>New application: £743.00</li><li>Renewal application: £479.00</li><li>Over 10 occupiers: add £29.00</li><li>Over 20 occupiers: add £57.00</li></ul><h2>Standards</h2><p>HMOs must meet the management regulations and be free of significant hazards under the Housing Health and Safety Rating System. You may also need planning permission to convert a property to an HMO.</p>
<p class="last-updated">Page updated 11 March 2026</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Wigan Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
