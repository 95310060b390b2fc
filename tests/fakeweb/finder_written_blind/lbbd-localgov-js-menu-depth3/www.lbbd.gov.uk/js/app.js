(function(){
  // main menu is built client-side from the menu block config
  var items = [{title: 'Housing', href: '/housing'}, {title: 'Council tax', href: '/council-tax'}, {title: 'Bins and recycling', href: '/bins-and-recycling'}, {title: 'Business', href: '/business'}, {title: 'Licences and permits', href: '/business/licensing'}, {title: 'Your council', href: '/your-council'}];
  var nav = document.getElementById('lgd-main-menu');
  if (nav) { var ul = document.createElement('ul');
    items.forEach(function(it){ var li = document.createElement('li'); var a = document.createElement('a');
      a.href = it.href; a.textContent = it.title; li.appendChild(a); ul.appendChild(li); });
    nav.appendChild(ul); }
(function(){var b=document.getElementById('cookie-banner');if(!b)return;b.addEventListener('click',function(e){if(e.target.dataset&&e.target.dataset.cookie){b.style.display='none';}});})()
})();
