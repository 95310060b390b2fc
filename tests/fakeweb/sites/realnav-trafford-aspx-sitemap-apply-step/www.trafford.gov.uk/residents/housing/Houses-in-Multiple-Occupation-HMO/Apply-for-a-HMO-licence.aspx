<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Apply for a HMO licence | Trafford Council</title>

<link rel="stylesheet" href="/SiteElements/css/main.css">
</head>
<body class="aspnet">
<div class="cookie-banner" role="region" aria-label="Cookies"><p>This site uses cookies. Some are essential; others help us improve the site.</p><button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="/SiteElements/images/logo.svg" alt="Trafford Council home"></a>
<nav class="main-nav" aria-label="Main"><ul><li><a href="/residents/residents.aspx">Residents</a></li><li><a href="/business/business.aspx">Business</a></li><li><a href="/about-your-council/about-your-council.aspx">About your council</a></li></ul></nav></header>

<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/residents/residents.aspx">Residents</a></li><li><a href="/residents/housing/housing.aspx">Housing</a></li><li><a href="/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx">Houses in Multiple Occupation (HMO)</a></li></ol></nav>
<main id="main" class="content">
<h1>Apply for a HMO licence</h1>
<p>To apply for a new house in multiple occupation (HMO) licence, complete the application form and send it to us with the supporting documents. Use the guidance notes if you need help.</p><p>A licence is needed for a property let to five or more people from two or more households who share facilities. This is the national mandatory scheme; Trafford has no additional or selective scheme.</p><h2>Enclose all supporting documents</h2><ul><li>a plan of the property with every room measured</li><li>fire alarm and emergency lighting test certificates</li><li>landlord gas safety certificate</li><li>electrical installation condition report</li><li>the tenancy agreement you use</li><li>a basic criminal record (DBS) certificate less than six months old</li></ul><h2>Licence fees</h2><p>We charge in two stages: a fee when you apply, which covers checks and the inspection, and a fee when the licence is granted. Both must be paid in full.</p><h2>Renewing</h2><p>Apply at least two months before your licence expires. If nothing has changed you can use the shorter renewal form.</p>
<p class="last-updated">Page updated 17 March 2026</p>
</main>
<footer class="site-footer"><p><a href="/Council/Accessibility.aspx">Accessibility</a> | <a href="/Council/Privacy.aspx">Privacy</a> | <a href="/Council/Cookies.aspx">Cookies</a> | <a href="/Contact-Us.aspx">Contact us</a></p><p>&copy; Trafford Council</p></footer>
<script src="/SiteElements/js/site.js"></script>
</body>
</html>
