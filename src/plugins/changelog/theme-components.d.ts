declare module '@theme/ChangelogItem' {
  import type {ReactNode} from 'react';

  export default function ChangelogItem(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ChangelogItem/Header' {
  import type {ReactNode} from 'react';

  export default function ChangelogItemHeader(): ReactNode;
}
