import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** An element in the document that a test draws React in, as the browser would. */
export interface TestContainer {
  element: HTMLElement;
  /** Takes over the markup already in `element`, as the browser does a served page. */
  hydrate(children: ReactNode): Root;
  /** Renders `children` afresh in `element`, as the browser does a page it draws itself. */
  render(children: ReactNode): Root;
  /** Unmounts whatever was drawn and takes the element out of the document. */
  remove(): void;
}

/**
 * A fresh element in the document, for one test (call `remove` after it). React is told it runs
 * under `act`, so a test can wait for what it draws.
 */
export function testContainer(): TestContainer {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const element = document.createElement('div');
  document.body.append(element);
  const roots: Root[] = [];
  const kept = (root: Root) => {
    roots.push(root);
    return root;
  };
  return {
    element,
    hydrate: (children) => kept(hydrateRoot(element, children)),
    render: (children) => {
      const root = kept(createRoot(element));
      root.render(children);
      return root;
    },
    remove: () => {
      act(() => {
        for (const root of roots.splice(0)) root.unmount();
      });
      element.remove();
    },
  };
}
