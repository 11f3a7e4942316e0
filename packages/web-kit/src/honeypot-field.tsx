import type { Ref } from 'react';

/**
 * The `website` field the public forms send: hidden from people and assistive technology, so
 * only form-filling robots fill it, and the BFF then stores and sends nothing.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="kit-visually-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        ref={inputRef}
      />
    </div>
  );
}
