(function () {
  'use strict';
  var el = document.getElementById('page-content');
  if (!el) { return; }
  el.innerHTML = '<p>Houses in multiple occupation with five or more occupiers from two or more households need a mandatory licence from North Somerset Council.</p>\n' +
  '<h2>Fees</h2>\n' +
  '<table class="table">\n' +
  '  <caption>HMO licence fees</caption>\n' +
  '  <thead><tr><th scope="col">Application</th><th scope="col">Fee</th></tr></thead>\n' +
  '  <tbody>\n' +
  '    <tr><td>New licence</td><td>&pound;925</td></tr>\n' +
  '    <tr><td>Renewal</td><td>&pound;740</td></tr>\n' +
  '  </tbody>\n' +
  '</table>\n' +
  '<h2>How long it takes</h2>\n' +
  '<p>We decide most applications within 10 weeks. A licence normally lasts five years.</p>';
}());
