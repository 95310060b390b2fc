(function(){var b=document.getElementById('cookie-banner');if(!b)return;b.addEventListener('click',function(e){if(e.target.dataset&&e.target.dataset.cookie){b.style.display='none';}});})();
