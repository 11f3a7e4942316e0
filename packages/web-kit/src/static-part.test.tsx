import { act, lazy, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { LOADING_SELECTOR } from './loading-status';
import { keepStaticPartsAsServed, StaticPart } from './static-part';
import { testContainer, type TestContainer } from './testing/test-container';

const SERVER_MARKUP =
  '<div data-static-part="" style="display:contents"><!--$--><p>From the server</p><!--/$--></div>';

keepStaticPartsAsServed();

let container: TestContainer;
beforeEach(() => {
  container = testContainer();
});
afterEach(() => container.remove());

function Shown({ text, rendered }: { text: string; rendered: jest.Mock }): ReactNode {
  rendered(text);
  return <p>{text}</p>;
}

describe('StaticPart taking over a page the server rendered', () => {
  it('keeps the markup as it came and never renders its children', async () => {
    container.element.innerHTML = SERVER_MARKUP;
    const paragraph = container.element.querySelector('p');
    const rendered = jest.fn();
    await act(async () => {
      container.hydrate(
        <StaticPart showing="1">
          <Shown text="Rendered in the browser" rendered={rendered} />
        </StaticPart>,
      );
    });
    expect(container.element.innerHTML).toBe(SERVER_MARKUP);
    expect(container.element.querySelector('p')).toBe(paragraph);
    expect(rendered).not.toHaveBeenCalled();
  });

  it('loads no code that only its children use', async () => {
    container.element.innerHTML = SERVER_MARKUP;
    const load = jest.fn(async () => ({ default: () => <p>Loaded</p> }));
    const Lazy = lazy(load);
    await act(async () => {
      container.hydrate(
        <StaticPart>
          <Lazy />
        </StaticPart>,
      );
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.element.textContent).toBe('From the server');
  });

  /** A served part showing '1', taken over, then shown `showing` after `showing` in the browser. */
  async function servedThenShown(...shown: string[]): Promise<jest.Mock> {
    container.element.innerHTML = SERVER_MARKUP;
    const rendered = jest.fn();
    const page = (showing: string) => (
      <StaticPart showing={showing}>
        <Shown text={`Showing ${showing}`} rendered={rendered} />
      </StaticPart>
    );
    let root: Root | undefined;
    await act(async () => {
      root = container.hydrate(page('1'));
    });
    for (const showing of shown) await act(async () => root?.render(page(showing)));
    return rendered;
  }

  it('renders afresh in the browser once it shows something else', async () => {
    const rendered = await servedThenShown('2');
    expect(container.element.textContent).toBe('Showing 2');
    expect(rendered).toHaveBeenCalledWith('Showing 2');
  });

  it('renders the first thing afresh when it comes back to it, the served markup being gone', async () => {
    const rendered = await servedThenShown('2', '1');
    expect(container.element.textContent).toBe('Showing 1');
    expect(rendered).toHaveBeenLastCalledWith('Showing 1');
  });
});

describe('StaticPart in a page the browser renders', () => {
  it('renders its children, loading their code', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>Loaded in the browser</p> }));
    await act(async () => {
      container.render(
        <StaticPart>
          <Lazy />
        </StaticPart>,
      );
    });
    expect(container.element.textContent).toBe('Loaded in the browser');
    expect(container.element.firstElementChild?.getAttribute('style')).toBe('display: contents;');
  });

  it('shows nothing while that code arrives, marked as loading so the page is known to be incomplete', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const Lazy = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)),
    );
    await act(async () => {
      container.render(
        <StaticPart>
          <Lazy />
        </StaticPart>,
      );
    });
    const marker = container.element.querySelector(LOADING_SELECTOR);
    expect(marker).not.toBeNull();
    expect(marker?.hasAttribute('hidden')).toBe(true);
    expect(container.element.textContent).toBe('');

    await act(async () => arrive({ default: () => <p>Arrived</p> }));
    expect(container.element.querySelector(LOADING_SELECTOR)).toBeNull();
    expect(container.element.textContent).toBe('Arrived');
  });
});
