import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Inline } from '../Inline';
import { actions, code, screen, text, title } from './NotFound.css';

/**
 * The not-found screen of spec 01 §2: "404 Page Not Found" and its hint, with two ways on (home, and the destinations
 * list), through the provider's link component.
 */
export function NotFound() {
  return (
    <section className={screen} aria-labelledby="not-found-title">
      <p className={code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={title}>
        404 Page Not Found
      </h1>
      <p className={text}>Did you forget to add the page to the router?</p>
      <Inline space="sm" align="center" className={actions}>
        <Button asChild>
          <Link href="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/destinations">Browse destinations</Link>
        </Button>
      </Inline>
    </section>
  );
}
