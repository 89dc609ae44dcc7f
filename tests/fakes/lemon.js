/*
 * A local stand-in for lemon.js, served in the browser tests in place of
 * https://app.lemonsqueezy.com/js/lemon.js. Like the real library, createLemonSqueezy() makes
 * window.LemonSqueezy with Setup({eventHandler}), Url.Open(url) and Url.Close(). Open shows the
 * checkout URL, with embed=1, in an iframe over the page; the checkout inside talks to the library
 * through postMessage: "mounted" once it shows, "close" to close the overlay, and event objects
 * such as {event: "Checkout.Success", data: {order}}, which go to the eventHandler.
 */
(function () {
  function create() {
    var handler = function () {};
    var container = null;

    function close() {
      if (!container) return;
      container.remove();
      container = null;
    }

    window.addEventListener("message", function (event) {
      var data = event.data;
      if (typeof data === "object" && data !== null && data.event !== null) handler(data);
      if (data === "close") close();
    });

    return {
      Setup: function (options) {
        if (options && options.eventHandler) handler = options.eventHandler;
      },
      Refresh: function () {},
      Url: {
        Open: function (url) {
          close();
          var target = new URL(url);
          target.searchParams.set("embed", "1");
          container = document.createElement("div");
          container.id = "lemonsqueezy-iframe-container";
          container.style.cssText =
            "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.4)";
          var frame = document.createElement("iframe");
          frame.title = "Checkout";
          frame.style.cssText = "width:33rem;max-width:100%;height:90vh;border:0;background:#fff";
          frame.src = target.toString();
          container.appendChild(frame);
          document.body.appendChild(container);
        },
        Close: close,
      },
    };
  }

  window.createLemonSqueezy = function () {
    if (!window.LemonSqueezy) window.LemonSqueezy = create();
  };
  window.addEventListener("load", window.createLemonSqueezy);
})();
