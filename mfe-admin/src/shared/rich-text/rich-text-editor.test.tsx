import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { RichTextEditor } from './rich-text-editor';

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="content"
        label="Content"
        value={value}
        onChange={setValue}
        required
        error={error}
      />
      <output data-testid="html">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const area = () => screen.getByRole('textbox', { name: /^Content/ });
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('RichTextEditor', () => {
  it('is a labelled, multi-line, required text box', () => {
    render(<Harness initial="<p>Hello</p>" />);
    expect(area()).toHaveAttribute('aria-multiline', 'true');
    expect(area()).toHaveAttribute('aria-required', 'true');
    expect(area()).toHaveAttribute('contenteditable', 'true');
    expect(area()).toHaveTextContent('Hello');
    expect(screen.getByRole('toolbar', { name: 'Content formatting' })).toBeInTheDocument();
  });

  it('marks the error on the text box and describes it', () => {
    render(<Harness error="Content is required" />);
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription('Content is required');
  });

  it('formats with the toolbar and shows which formats are on', () => {
    render(<Harness initial="<p>Hello</p>" />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editorOf(area()).commands.setTextSelection({ from: 1, to: 6 });
    });
    fireEvent.click(bold);
    expect(screen.getByTestId('html')).toHaveTextContent('<p><strong>Hello</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Heading H2' }));
    expect(screen.getByTestId('html')).toHaveTextContent('<h2><strong>Hello</strong></h2>');
    expect(screen.getByRole('button', { name: 'Heading H2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(screen.getByTestId('html')).toHaveTextContent('<ul><li>');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('html')).not.toHaveTextContent('<ul>');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  it('reports an empty editor as empty text and follows a reset from outside', () => {
    render(<Harness initial="<p>Hello</p>" />);
    act(() => {
      editorOf(area()).commands.clearContent(true);
    });
    expect(screen.getByTestId('html')).toBeEmptyDOMElement();
    act(() => {
      editorOf(area()).commands.setContent('<p>Again</p>', { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(area()).not.toHaveTextContent('Again');
  });
});
