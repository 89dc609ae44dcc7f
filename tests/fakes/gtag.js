/*
 * A local stand-in for gtag.js, served in the browser tests in place of
 * https://www.googletagmanager.com/gtag/js. Like the real library it takes over `dataLayer`,
 * replays what was queued before it loaded, follows the consent commands, and sends each hit as a
 * beacon to https://region1.google-analytics.com/g/collect with the measurement id (tid), the
 * event name (en), the page (dl, dt), event parameters (ep.*) and the consent state (gcs).
 */
(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  var configured = false;

  function hit(name, params) {
    if (!configured) return;
    var query = new URLSearchParams({
      v: "2",
      tid: id,
      en: name,
      dl: params.page_location || location.href,
      dt: params.page_title || document.title,
      gcs: "G1" + (consent.ad_storage === "granted" ? "1" : "0") + (consent.analytics_storage === "granted" ? "1" : "0"),
    });
    Object.keys(params).forEach(function (key) {
      if (key.indexOf("page_") !== 0) query.set("ep." + key, String(params[key]));
    });
    navigator.sendBeacon("https://region1.google-analytics.com/g/collect?" + query.toString());
  }

  function run(command) {
    var args = Array.prototype.slice.call(command);
    if (args[0] === "consent") Object.assign(consent, args[2]);
    else if (args[0] === "config" && args[1] === id) {
      configured = true;
      if (!args[2] || args[2].send_page_view !== false) hit("page_view", {});
    } else if (args[0] === "event") hit(args[1], args[2] || {});
  }

  dataLayer.forEach(run);
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, run);
    return Array.prototype.push.apply(dataLayer, arguments);
  };
  window.google_tag_manager = { loaded: true };
})();
