/*
 * A local stand-in for Meta's fbevents.js, served in the browser tests in place of
 * https://connect.facebook.net/en_US/fbevents.js. Like the real library it takes over the `fbq`
 * queue of the base code, follows `init`, `track`, `trackCustom` and `consent`, and reports each
 * event as an image request to https://www.facebook.com/tr/ with the pixel id, the event (ev), the
 * page (dl) and custom data (cd[...]).
 */
(function () {
  var fbq = window.fbq;
  var pixels = [];
  var granted = true;
  var sent = 0;

  function send(event, data) {
    pixels.forEach(function (id) {
      // ts keeps two identical events from being one cached image, as the real library's does.
      var query = new URLSearchParams({ id: id, ev: event, dl: location.href, ts: String(Date.now()) + "-" + sent++ });
      Object.keys(data || {}).forEach(function (key) {
        query.set("cd[" + key + "]", String(data[key]));
      });
      new Image().src = "https://www.facebook.com/tr/?" + query.toString();
    });
  }

  function call(method, a, b) {
    if (method === "init") pixels.push(a);
    else if (method === "consent") granted = a !== "revoke";
    else if ((method === "track" || method === "trackCustom") && granted) send(a, b);
  }

  fbq.callMethod = function () {
    call.apply(null, arguments);
  };
  (fbq.queue || []).forEach(function (args) {
    call.apply(null, Array.prototype.slice.call(args));
  });
  fbq.queue = [];
})();
