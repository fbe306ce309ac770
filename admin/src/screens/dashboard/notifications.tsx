/** Browser notifications: asked for with a button (never on load); shown only while allowed and the tab is hidden or not focused. */
import { useState } from "preact/hooks";

const supported = () => typeof Notification !== "undefined";

export function notify(title: string, body: string) {
  if (!supported() || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible" && document.hasFocus()) return;
  new Notification(title, { body });
}

export function NotificationToggle() {
  const [permission, setPermission] = useState(supported() ? Notification.permission : "unsupported");
  if (permission === "unsupported") return null;
  if (permission === "granted") return <p class="notice">Browser notifications are on for new customers and applications.</p>;
  if (permission === "denied") return <p class="notice">Browser notifications are blocked for this site (the browser's site settings can allow them).</p>;
  return (
    <p>
      <button type="button" class="secondary" onClick={async () => setPermission(await Notification.requestPermission())}>
        Notify me of new customers and applications
      </button>
    </p>
  );
}
