/**
 * vanilla-jsoneditor puts role="tree" (tree view) or role="table" (table view) on the whole view, menu buttons and
 * all; its treeitems nest without role="group" between them; some icon buttons have no name and some icons carry an
 * empty aria-label. This gives the structure WAI-ARIA asks for: the tree is the element holding the root node, the
 * table is the native <table> (named like the view), each node's children are a group, every button has a name.
 * It runs again whenever the library re-renders.
 */
const BUTTON_NAMES: [string, string][] = [
  ["jse-expand", "Expand or collapse"],
  ["jse-context-menu-pointer", "Open the context menu"],
  ["jse-expand-items", "Show more items"],
];

export function repairAria(root: HTMLElement) {
  for (const tree of root.querySelectorAll('[role="tree"]')) {
    const item = tree.querySelector('[role="treeitem"]');
    if (item?.parentElement && item.parentElement !== tree) {
      tree.removeAttribute("role");
      item.parentElement.setAttribute("role", "tree");
      item.parentElement.setAttribute("aria-label", "JSON document tree");
    }
  }
  for (const view of root.querySelectorAll('[role="table"]')) {
    const label = view.getAttribute("aria-label");
    view.removeAttribute("role");
    view.removeAttribute("aria-label");
    const table = view.querySelector("table");
    if (table && label && !table.hasAttribute("aria-label")) table.setAttribute("aria-label", label);
  }
  for (const list of root.querySelectorAll('[role="treeitem"] > .jse-props, [role="treeitem"] > .jse-items')) {
    if (list.getAttribute("role") !== "group") list.setAttribute("role", "group");
  }
  for (const icon of root.querySelectorAll('svg[aria-label=""]')) {
    icon.removeAttribute("aria-label");
    icon.setAttribute("aria-hidden", "true");
  }
  for (const button of root.querySelectorAll("button:not([aria-label]):not([title])")) {
    if (button.textContent?.trim()) continue;
    const name = BUTTON_NAMES.find(([cls]) => button.classList.contains(cls))?.[1] ?? "Editor action";
    button.setAttribute("aria-label", name);
  }
}

/** Keeps `repairAria` applied while the editor lives; returns the function that stops it. */
export function keepAriaRepaired(root: HTMLElement): () => void {
  repairAria(root);
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      repairAria(root);
      observer.takeRecords();
    });
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["role", "aria-label"] });
  return () => observer.disconnect();
}
