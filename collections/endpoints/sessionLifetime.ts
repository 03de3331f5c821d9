import {
  addDataAndFileToRequest,
  headersWithCors,
  loginOperation,
  logoutOperation,
  refreshOperation,
  type Collection,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { generateCookie, generateExpiredPayloadCookie, generatePayloadCookie, getCookieExpiration, parseCookies } from 'payload/shared'

import { REMEMBER_ME_COOKIE, rememberMeChosen, sessionLifetimeSeconds } from '@/src/domain/account'

/**
 * Sign-in, refresh and sign-out of an auth collection with 'Angemeldet bleiben' (issue 26 §2.3):
 * Payload's own operations, run with the collection's token lifetime set to the session's length
 * (1 day, or 14 days when chosen), so the token, the stored session and the cookie all last as
 * long. The choice is kept in the 'remember-me' cookie (14 days, readable by the page, it holds no
 * secret); a refresh keeps the length while it exists, a sign-out or a sign-in without the choice
 * removes it. Registered first in the collection's endpoints, so they answer instead of Payload's.
 */

function requestCollection(req: PayloadRequest): Collection {
  const slug = String(req.routeParams?.collection ?? '')
  return req.payload.collections[slug as keyof typeof req.payload.collections] as Collection
}

/** The collection as Payload's operations see it, with the session length as its token lifetime. */
function withSessionLifetime(collection: Collection, rememberMe: boolean): Collection {
  const auth = { ...collection.config.auth, tokenExpiration: sessionLifetimeSeconds(rememberMe) }
  return { ...collection, config: { ...collection.config, auth } }
}

const rememberMeCookieOf = (req: PayloadRequest) => parseCookies(req.headers).get(REMEMBER_ME_COOKIE)

function rememberMeCookie(collection: Collection, rememberMe: boolean): string {
  const { cookies } = collection.config.auth
  const seconds = sessionLifetimeSeconds(true)
  return generateCookie<false>({
    name: REMEMBER_ME_COOKIE,
    returnCookieAsObject: false,
    value: rememberMe ? '1' : '',
    expires: rememberMe ? getCookieExpiration({ seconds }) : new Date(0),
    path: '/',
    domain: cookies.domain ?? undefined,
    sameSite: typeof cookies.sameSite === 'string' ? cookies.sameSite : 'Lax',
    secure: cookies.secure,
    httpOnly: false,
  })
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function answer(req: PayloadRequest, body: object, cookies: string[]): Response {
  const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
  cookies.forEach((cookie) => headers.append('Set-Cookie', cookie))
  return Response.json(body, { headers })
}

const login: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = (req.data ?? {}) as Record<string, unknown>
    const rememberMe = rememberMeChosen(data.rememberMe, rememberMeCookieOf(req))
    const collection = withSessionLifetime(requestCollection(req), rememberMe)
    const depth = Number(req.searchParams.get('depth'))
    const result = await loginOperation({
      collection,
      data: { email: text(data.email), password: text(data.password) },
      depth: Number.isInteger(depth) && req.searchParams.has('depth') ? depth : undefined,
      req,
    })
    const session = generatePayloadCookie({ collectionAuthConfig: collection.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token! })
    if (collection.config.auth.removeTokenFromResponses) delete result.token
    return answer(req, { message: req.t('authentication:passed'), ...result }, [session, rememberMeCookie(collection, rememberMe)])
  },
}

const refresh: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const rememberMe = rememberMeCookieOf(req) === '1'
    const collection = withSessionLifetime(requestCollection(req), rememberMe)
    const result = await refreshOperation({ collection, req })
    const cookies = result.setCookie
      ? [generatePayloadCookie({ collectionAuthConfig: collection.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.refreshedToken })]
      : []
    if (collection.config.auth.removeTokenFromResponses) delete (result as { refreshedToken?: string }).refreshedToken
    return answer(req, { message: req.t('authentication:tokenRefreshSuccessful'), ...result }, cookies)
  },
}

const logout: Endpoint = {
  path: '/logout',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const collection = requestCollection(req)
    const done = await logoutOperation({ allSessions: req.searchParams.get('allSessions') === 'true', collection, req })
    if (!done) return Response.json({ message: req.t('error:logoutFailed') }, { status: 400, headers: headersWithCors({ headers: new Headers(), req }) })
    const expired = generateExpiredPayloadCookie({ collectionAuthConfig: collection.config.auth, config: req.payload.config, cookiePrefix: req.payload.config.cookiePrefix })
    return answer(req, { message: req.t('authentication:logoutSuccessful') }, [expired, rememberMeCookie(collection, false)])
  },
}

/** Put these first in an auth collection's `endpoints` (a fresh list each: Payload appends its own to it). */
export const sessionLifetimeEndpoints = (): Endpoint[] => [login, refresh, logout]
