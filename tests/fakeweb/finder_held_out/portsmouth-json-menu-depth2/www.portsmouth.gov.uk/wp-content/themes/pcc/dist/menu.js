document.addEventListener('DOMContentLoaded',function(){fetch('/api/navigation.json').then(function(r){return r.json();}).then(function(d){
var ul=document.getElementById('main-menu');d.items.forEach(function(i){var li=document.createElement('li');li.className='govuk-header__navigation-item';
var a=document.createElement('a');a.className='govuk-header__link';a.href=i.url;a.textContent=i.title;li.appendChild(a);ul.appendChild(li);});});});
