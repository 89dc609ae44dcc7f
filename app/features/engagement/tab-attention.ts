import { useEffect } from "react";

const attentionInterval = 3_000;

/**
 * While the tab is hidden or the window has lost focus, the title cycles through `messages` every
 * three seconds; when the visitor returns, the page's own title comes back.
 */
export function useTabAttention(messages: readonly string[]): void {
  const key = messages.join("\n");
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let original = "";

    const start = () => {
      if (timer || messages.length === 0) return;
      original = document.title;
      let next = 0;
      const show = () => {
        document.title = messages[next % messages.length];
        next += 1;
      };
      show();
      timer = setInterval(show, attentionInterval);
    };
    const stop = () => {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      document.title = original;
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? start() : stop());

    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", start);
    window.addEventListener("focus", stop);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", start);
      window.removeEventListener("focus", stop);
    };
    // `key` stands for the messages' content, which is what matters, not the array's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
