import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { useScreenHeading, type ScreenHandle } from './screen-heading';

function Heading() {
  const { title, crumbs } = useScreenHeading();
  return (
    <>
      <h1>{title}</h1>
      <ol>
        {crumbs.map((c) => (
          <li key={c.title} data-to={c.to ?? ''}>
            {c.title}
          </li>
        ))}
      </ol>
    </>
  );
}

/** A route as the app's router makes it: the handle on the screen's route, the page in an index child. */
const route = (path: string, handle: ScreenHandle): RouteObject => ({
  path,
  handle,
  children: [{ index: true, element: <Heading /> }],
});

async function headingAt(url: string, routes: RouteObject[], lang: 'en' | 'ar' = 'en') {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);
  return {
    title: screen.getByRole('heading').textContent,
    crumbs: screen.queryAllByRole('listitem').map((li) => [li.textContent, li.dataset.to]),
  };
}

const editCourse: ScreenHandle = {
  screen: '/courses/:id/edit',
  title: 'editCourse',
  crumbs: [
    { title: 'home', path: '/' },
    { title: 'courses', path: '/courses' },
    { title: 'course', path: '/courses/:id' },
    { title: 'editCourse', path: '/courses/:id/edit' },
  ],
};

describe('useScreenHeading', () => {
  it('reads the title and breadcrumb from the matched route’s handle, parents linked with the route’s parameters', async () => {
    const found = await headingAt('/courses/7/edit', [route('/courses/:id/edit', editCourse)]);
    expect(found).toEqual({
      title: 'Edit course',
      crumbs: [
        ['Home', '/'],
        ['Courses', '/courses'],
        ['Course details', '/courses/7'],
        ['Edit course', ''],
      ],
    });
  });

  it('speaks the user’s language', async () => {
    const found = await headingAt('/courses/7/edit', [route('/courses/:id/edit', editCourse)], 'ar');
    expect(found.title).toBe(i18n.getFixedT('ar')('screens.editCourse'));
    expect(found.crumbs.map(([title]) => title)).toEqual(
      ['home', 'courses', 'course', 'editCourse'].map((k) => i18n.getFixedT('ar')(`screens.${k}`)),
    );
  });

  it('leaves unlinked a parent whose parameter the route lacks', async () => {
    const handle: ScreenHandle = {
      screen: '/exams/:id?/results',
      title: 'examResults',
      crumbs: [
        { title: 'home', path: '/' },
        { title: 'exam', path: '/exams/:id' },
        { title: 'examResults', path: '/exams/:id?/results' },
      ],
    };
    const found = await headingAt('/exams/results', [route('/exams/:id?/results', handle)]);
    expect(found.crumbs.map(([, to]) => to)).toEqual(['/', '', '']);
  });

  it('gives home its title and no breadcrumb', async () => {
    const home = await headingAt('/', [route('/', { screen: '/', title: 'home', crumbs: [] })]);
    expect(home).toEqual({ title: 'Home', crumbs: [] });
  });

  it('gives a page outside any screen (no handle) the home title and no breadcrumb', async () => {
    const found = await headingAt('/elsewhere', [{ path: '*', element: <Heading /> }]);
    expect(found).toEqual({ title: 'Home', crumbs: [] });
  });
});
