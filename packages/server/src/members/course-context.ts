import { lessonState, PAGE_TYPES } from '@tessera/core';
import { clockOf, completedLessons, memberAreasProtecting } from '@tessera/db';
import { joinPath, registerPageContext, type PageContextInput } from '../render/index.js';
import { isMemberOfAny } from './access.js';
import { LESSON_PROGRESS_PATH } from './paths.js';

interface LessonJson {
  id: string;
  title: string;
  url: string;
  state: 'visible' | 'paywall';
  locked: boolean;
  completed: boolean;
}

/** `course` on a course or lessons collection's pages: the lessons, their states and the member's progress. */
export interface CourseJson {
  signedIn: boolean;
  member: boolean;
  joinUrl: string | null;
  lessons: LessonJson[];
  lessonCount: number;
  completedCount: number;
  /** On a lesson page: whether this member completed it, and where the mark is posted. */
  lessonCompleted: boolean;
  progressAction: string | null;
  xsrfToken: string | null;
}

type ItemLike = { id?: unknown; title?: unknown; fullUrl?: unknown; lessonState?: unknown };

const COURSE_TYPES = new Set([24, 25]);

async function courseJson({ request, context }: PageContextInput): Promise<CourseJson | undefined> {
  const collection = context['collection'] as { id?: unknown; type?: unknown } | undefined;
  if (!collection || typeof collection.id !== 'string' || !COURSE_TYPES.has(Number(collection.type))) {
    return undefined;
  }
  const db = request.server.database.db;
  const websiteId = request.website.id;
  const user = request.siteUser;
  const areaIds = (await memberAreasProtecting(db, websiteId, collection.id)).map((a) => a.id);
  const member =
    areaIds.length === 0 || (await isMemberOfAny(db, websiteId, user?.id, areaIds, clockOf(db).now()));
  const list = ((context['items'] as ItemLike[] | undefined) ?? []).filter((i) => typeof i.id === 'string');
  const item = context['item'] as ItemLike | null | undefined;
  const ids = [...list.map((i) => String(i.id)), ...(item && typeof item.id === 'string' ? [item.id] : [])];
  const done = user ? await completedLessons(db, websiteId, user.id, ids) : new Set<string>();
  const lessons = list.map((i): LessonJson => {
    const state =
      i.lessonState === 'paywall' ? 'paywall' : lessonState(false, member || i.lessonState === 'visible');
    return {
      id: String(i.id),
      title: String(i.title ?? ''),
      url: String(i.fullUrl ?? ''),
      state,
      locked: state === 'paywall',
      completed: done.has(String(i.id)),
    };
  });
  const canMark = Boolean(user) && item !== undefined && item !== null && typeof item.id === 'string';
  return {
    signedIn: Boolean(user),
    member,
    joinUrl: areaIds[0] ? joinPath(areaIds[0]) : null,
    lessons,
    lessonCount: lessons.length,
    completedCount: lessons.filter((l) => l.completed).length,
    lessonCompleted: item && typeof item.id === 'string' ? done.has(item.id) : false,
    progressAction: canMark && item ? LESSON_PROGRESS_PATH.replace(':itemId', String(item.id)) : null,
    xsrfToken: canMark ? (user?.xsrfToken ?? null) : null,
  };
}

const traits = {
  varies: ['cookie:ts_site_user'] as const,
  privacy: (value: unknown) =>
    ((value as CourseJson | undefined)?.signedIn ? 'visitor' : 'shared') as 'visitor' | 'shared',
};

/** The course contribution on lesson lists (main content) and lesson pages (content item). */
export const COURSE_PAGE_CONTEXTS = [
  registerPageContext(PAGE_TYPES.MAIN_CONTENT, 'course', courseJson, {
    ...traits,
    varies: [...traits.varies],
  }),
  registerPageContext(PAGE_TYPES.CONTENT_ITEM, 'course', courseJson, {
    ...traits,
    varies: [...traits.varies],
  }),
];
