// The suggestion bar's styles, added by ./suggestion.ts when it is shown.
export const SUGGESTION_CSS = `
#language-suggestion {
  align-items: center;
  background: var(--ifm-background-surface-color);
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  bottom: 1rem;
  box-shadow: var(--ifm-global-shadow-md);
  display: flex;
  gap: 0.75rem;
  left: 50%;
  max-width: calc(100% - 2rem);
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  position: fixed;
  transform: translateX(-50%);
  z-index: var(--ifm-z-index-fixed);
}

#language-suggestion p {
  margin: 0;
}

#language-suggestion button {
  font-size: 1.5rem;
  line-height: 1;
  padding: 0 0.5rem;
}

#language-suggestion button:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
}
`;
