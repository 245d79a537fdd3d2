/**
 * The React API the app's own code may use. Production builds run it on preact/compat 10
 * (`react` → platform/react-on-preact.js, `react-dom/client` → preact/compat/client: vite.config.ts),
 * development and the unit tests on React 19. test/react-api.test.ts checks that each name is
 * exported by the module the build puts in its place, and fails when a file under src imports a
 * value from react or react-dom that is not listed here. Types (ReactNode, FormEvent…) are erased
 * by the build and need no entry. The note says where Preact's version differs from React's.
 */
export const SUPPORTED_REACT_API = {
  react: {
    Component: 'class components (the error boundary)',
    Fragment: '',
    StrictMode: "Preact's Fragment: no development double-rendering checks",
    Suspense: '',
    createContext: '',
    lazy: '',
    memo: '',
    useCallback: '',
    useContext: '',
    useDeferredValue: 'returns the value at once: nothing is deferred',
    useEffect: '',
    useId: 'react-on-preact.js: unique in the document (Preact numbers ids per render root)',
    useLayoutEffect: '',
    useMemo: '',
    useReducer: '',
    useRef: '',
    useState: '',
    useSyncExternalStore: '',
  },
  'react-dom/client': {
    createRoot: "Preact's render into the container; no concurrent rendering",
  },
} as const satisfies Record<string, Record<string, string>>;
