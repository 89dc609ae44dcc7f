// Every path the route table does not name, /es/… and unknown blog languages included: the root
// error boundary renders the Page Not Found screen inside the site chrome.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
