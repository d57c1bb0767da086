/**
 * The live editor lets Tab move the focus on (WCAG 2.1.2, no keyboard trap): react-live's editor inserts an
 * indentation on Tab and offers no key to leave, and the theme's Editor passes it no `tabMode`. The Tab key is
 * stopped before it reaches the editor, so the browser moves the focus as on any field; code is indented with spaces.
 */
import type {ReactNode} from 'react';
import Editor from '@theme-original/Playground/Editor';

export default function PlaygroundEditorWithoutTabTrap(): ReactNode {
  return (
    <div
      className="playground-editor"
      onKeyDownCapture={(event) => {
        if (event.key === 'Tab') event.stopPropagation();
      }}>
      <Editor />
    </div>
  );
}
