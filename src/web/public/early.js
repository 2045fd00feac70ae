/*
 * The first screen's GETs, started as soon as the page's HTML is read (index.html loads this file
 * `async`), a second or more before the app's own code has downloaded and started on a slow phone
 * (docs/bench.md, web vitals). Every screen asks who is signed in; the student's home (/aluno) also
 * needs `GET /api/me` and the day's workout. The app takes these answers through
 * src/web/lib/early-responses.ts (window.__rumofitEarly); app/early-fetch.ts starts any this file did not.
 * Plain script (no build step): CSP allows 'self' scripts, never inline ones.
 */
(function () {
  var paths = ['/api/session'];
  var signedIn = false;
  try {
    signedIn = localStorage.getItem('rumofit.signedIn') === '1'; // kept by data/session.ts
  } catch {
    // storage refused: no head start
  }
  if (signedIn && location.pathname.indexOf('/aluno') === 0) {
    paths.push('/api/me');
    var asked = new URLSearchParams(location.search).get('data');
    // Brazil's date without Intl: UTC−3, no daylight saving since 2019. A wrong guess costs a request nobody takes.
    var today = new Date(Date.now() - 3 * 3600000).toISOString().slice(0, 10);
    paths.push('/api/me/workouts/' + (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today));
    // The student page's code, fetched now beside the entry rather than after it has run (scripts/student-preload.ts).
    var modules = document.querySelector('meta[name="rumofit:student-modules"]');
    (modules ? modules.content.split(' ') : []).forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  var early = {};
  paths.forEach(function (path) {
    var response = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    response.catch(function () {});
    early[path] = { response: response, at: Date.now() };
  });
  window.__rumofitEarly = early;
})();
