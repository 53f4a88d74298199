import { useEffect } from 'react';
import { appConfig } from '../generated/app-config.gen';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${appConfig.productName}`;
  }, [title]);
}
