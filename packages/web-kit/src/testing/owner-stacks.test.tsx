import '@testing-library/jest-dom';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { skipOwnerStacks } from './owner-stacks';

/** The stack React's development build keeps on an element, to say where it was created. */
const stackOf = (element: unknown) => (element as { _debugStack?: unknown })._debugStack;

function Greeting() {
  return <p>Hello</p>;
}

it("stops React taking a stack for each element, through React's own renders", () => {
  // React's own behaviour first: a stack of its own for each element.
  const [first, second] = [createElement('p'), createElement('p')];
  expect(stackOf(first)).toBeInstanceOf(Error);
  expect(stackOf(first)).not.toBe(stackOf(second));

  skipOwnerStacks();
  // Rendering still works, and React's reset of its count as it renders does not undo it.
  render(<Greeting />);
  expect(screen.getByText('Hello')).toBeInTheDocument();
  // One stack stands for every element made by the same function (createElement or JSX's).
  expect(stackOf(createElement('p'))).toBe(stackOf(createElement('p')));
  expect(stackOf(<p />)).toBe(stackOf(<p />));
});
