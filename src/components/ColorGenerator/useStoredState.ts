import {useEffect, useState, type Dispatch, type SetStateAction} from 'react';
import {DEFAULT_STATE, type GeneratorState} from './state';
import {readStoredState, writeStoredState} from './storage';

const getSessionStorage = () => window.sessionStorage;

/**
 * The generator's state, kept in sessionStorage for the browser session.
 * Storage is only read after hydration, so the server HTML always shows the
 * defaults; `loaded` tells when the state comes from storage.
 */
export function useStoredState(): [GeneratorState, Dispatch<SetStateAction<GeneratorState>>, loaded: boolean] {
  const [state, setState] = useState<GeneratorState>(DEFAULT_STATE);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setState(readStoredState(getSessionStorage));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded) {
      writeStoredState(getSessionStorage, state);
    }
  }, [loaded, state]);

  return [state, setState, loaded];
}
