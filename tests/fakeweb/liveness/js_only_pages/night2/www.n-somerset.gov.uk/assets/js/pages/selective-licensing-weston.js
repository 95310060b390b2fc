(function () {
  'use strict';
  var el = document.getElementById('page-content');
  if (!el) { return; }
  el.innerHTML = '<p>North Somerset Council is introducing selective licensing for privately rented homes in the Weston-super-Mare Central and South wards.</p>\n' +
  '<h2>When the scheme starts</h2>\n' +
  '<p>The scheme starts on 1 January 2026 and runs until 31 December 2030.</p>\n' +
  '<ul>\n' +
  '  <li>every privately rented home in the area needs a licence</li>\n' +
  '  <li>the fee is &pound;650 per property</li>\n' +
  '  <li>landlords accredited with the National Residential Landlords Association pay &pound;525</li>\n' +
  '</ul>';
}());
