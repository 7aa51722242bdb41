// Runs before first paint (loaded synchronously in <head>) so a dark-theme user never sees a
// white flash. Mirrors ThemeModeProvider in @sahha/ui: key 'ui-theme', default light.
(function () {
  var mode = 'light';
  try {
    var stored = window.localStorage.getItem('ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') mode = stored;
  } catch (e) {}
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
