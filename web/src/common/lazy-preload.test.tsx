// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './lazy-preload.js';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('renders at once, without its Suspense fallback, once preloaded; loads the module once', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(async () => {
      loads += 1;
      return { default: Hello };
    });
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('before that, suspends like React.lazy and shows the component when it has loaded', async () => {
    let resolve!: (module: { default: typeof Hello }) => void;
    const Lazy = preloadableLazy(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});
