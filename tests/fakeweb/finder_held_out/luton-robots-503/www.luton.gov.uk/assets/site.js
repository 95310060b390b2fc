(function(){var b=document.getElementById('cookie-banner');if(!b)return;
if(document.cookie.indexOf('cookie_consent=')>=0){b.style.display='none';return;}
var a=b.querySelector('button');if(a)a.addEventListener('click',function(){document.cookie='cookie_consent=essential;path=/';b.style.display='none';});})();
