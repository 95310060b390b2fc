(function(){
  var nav = document.getElementById('site-navigation');
  fetch('/wp-content/uploads/cache/primary-menu.json').then(function(r){ return r.json(); }).then(function(menu){
    var ul = document.createElement('ul');
    menu.items.forEach(function(sec){ var li = document.createElement('li'); li.textContent = sec.title;
      var sub = document.createElement('ul');
      sec.children.forEach(function(it){ var l = document.createElement('li'); var a = document.createElement('a');
        a.href = it.url; a.textContent = it.title; l.appendChild(a); sub.appendChild(l); });
      li.appendChild(sub); ul.appendChild(li); });
    nav.appendChild(ul);
  });
})();
(function(){var b=document.getElementById('cookie-banner');if(!b)return;b.addEventListener('click',function(e){if(e.target.dataset&&e.target.dataset.cookie){b.style.display='none';}});})();
