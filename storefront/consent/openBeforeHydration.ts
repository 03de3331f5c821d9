import { COOKIE_NAME, STORAGE_KEY } from './consentStore'

/**
 * The consent modal is in the page's HTML (closed) for every visitor; this inline script, right
 * after it, opens it while the page is still being parsed when the stored decision (localStorage
 * first, then the 'consent' cookie, as consentStore.ts reads them) is missing or was made on
 * another configuration than the dialog's `data-version`. A first visitor so sees the modal with
 * the page's first paint instead of after the JavaScript has loaded, and a returning one never
 * sees it flash. React takes the open dialog over when it hydrates (ConsentManager).
 *
 * The text is fixed (the version comes from the dialog), so the pages whose policy carries a
 * nonce allow it by its hash (OPEN_CONSENT_SCRIPT_HASH, checked by a unit test).
 */
export const OPEN_CONSENT_SCRIPT =
  "(function(){var d=document.currentScript.previousElementSibling;function v(t){try{var c=JSON.parse(t);return c&&typeof c.version==='string'&&c.settings&&typeof c.settings==='object'?c.version:null}catch(e){return null}}" +
  `var s=null;try{s=localStorage.getItem('${STORAGE_KEY}')}catch(e){}var k=document.cookie.split('; ').filter(function(p){return p.indexOf('${COOKIE_NAME}=')===0})[0];` +
  `var r=v(s);if(r===null&&k){try{r=v(decodeURIComponent(k.slice(${COOKIE_NAME.length + 1})))}catch(e){}}if(r!==d.getAttribute('data-version')&&!d.open)d.showModal()})()`

export const OPEN_CONSENT_SCRIPT_HASH = "'sha256-lKUVkefybttrQGwsK2Jm/QLcgLykIO0DPYx2VduD27w='"
