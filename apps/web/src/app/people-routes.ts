import type { RouteObject } from 'react-router';
import { lazyPage as page } from './lazy-page';

/** Users, notifications, FAQ and news (authenticated). */
export const peopleRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: page(() => import('../features/users/pages/users-list-page').then((m) => m.UsersListPage), 'users'),
  },
  {
    path: 'users/add',
    lazy: page(() => import('../features/users/pages/add-user-page').then((m) => m.AddUserPage), 'users'),
  },
  {
    path: 'users/my_profile',
    lazy: page(() => import('../features/users/pages/my-profile-page').then((m) => m.MyProfilePage), 'users'),
  },
  {
    path: 'users/:userId',
    lazy: page(() => import('../features/users/pages/edit-user-page').then((m) => m.EditUserPage), 'users'),
  },
  {
    path: 'notifications',
    lazy: page(
      () => import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
      'notifications',
    ),
  },
  { path: 'faq', lazy: page(() => import('../features/faq/pages/faq-page').then((m) => m.FaqPage), 'faq') },
  {
    path: 'news/:id/:title?',
    lazy: page(() => import('../features/news/pages/news-page').then((m) => m.NewsPage), 'news'),
  },
];

/** Admin content lists and editors (under /admin). */
export const contentAdminRoutes: RouteObject[] = [
  {
    path: 'contents/:list',
    lazy: page(
      () => import('../features/admin-contents/pages/contents-list-page').then((m) => m.ContentsListPage),
      'adminContents',
    ),
  },
  {
    path: 'contents/:kind/:id',
    lazy: page(
      () => import('../features/admin-contents/pages/content-editor-page').then((m) => m.ContentEditorPage),
      'adminContents',
    ),
  },
];

/** /contact (public). */
export const contactRoute: RouteObject = {
  path: 'contact',
  lazy: page(() => import('../features/contact/pages/contact-page').then((m) => m.ContactPage), 'contact'),
};
