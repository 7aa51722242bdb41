/** A full page load (Fast Mode is read once, on load); its own module so tests can replace it. */
export function reloadPage(url: string): void {
  window.location.assign(url);
}
