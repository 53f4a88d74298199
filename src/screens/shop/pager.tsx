import { Link } from 'react-router-dom';
import { message } from '../../ui/message';

/** Previous / Page N of M / Next, as links a person can follow, bookmark and go Back through. */
export function Pager({ page, count, hrefFor }: { page: number; count: number; hrefFor: (page: number) => string }) {
  if (count <= 1) return null;
  return (
    <nav className="pager" aria-label={message('shop.paging.label')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {message('shop.paging.previous')}
        </Link>
      ) : null}
      <span aria-current="page">{message('shop.paging.page', { page, count })}</span>
      {page < count ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {message('shop.paging.next')}
        </Link>
      ) : null}
    </nav>
  );
}
