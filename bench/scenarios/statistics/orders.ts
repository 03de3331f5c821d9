import type { ClientBase } from 'pg'

import { SqlParams } from '@/src/server/statistics/sql'

import { MARKS, momentOf, pick, ROW_ID, SHARES } from './marks'
import { HOURS } from './profiles'
import type { ScannedCode } from './analytics'

type Product = { id: number; name: string; price: string; unit: string; tax: string }

/** Products the generated orders buy: the menu's (food 10 %, drinks 20 %, some by weight) and some parts of the parts shop. */
async function productsToSell(client: ClientBase): Promise<{ menu: Product[]; parts: Product[] }> {
  const of = async (catalogue: string, limit: number) =>
    (
      await client.query<Product>(
        `SELECT id, name, price::text, unit::text, coalesce(tax, 20)::text AS tax FROM public.products
         WHERE catalogue = $1 AND price > 0 AND unit IS NOT NULL ORDER BY id LIMIT $2`,
        [catalogue, limit],
      )
    ).rows
  const menu = await of('menu', 100)
  if (menu.length === 0) throw new Error('Keine Speisekarte in der Datenbank: die Bestellungen brauchen die Produkte der Demodaten.')
  return { menu, parts: await of('parts', 50) }
}

const FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'Maximilian', 'Lena', 'Paul', 'Marie', 'Jakob', 'Laura', 'Elias', 'Hannah', 'Felix', 'Julia', 'David', 'Sarah']
const LAST_NAMES = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Schmid']

/**
 * The orders as a temporary table `bench_orders`: id from the orders' sequence, shop, branch (the
 * parts shop's without), status (cancelled, rejected, failed among them; the last hours still
 * open), QR code (one of the branch's or a general one), mode and 1 to 5 lines.
 */
function ordersStatement(count: number, days: number, branches: number[], codes: ScannedCode[]) {
  const p = new SqlParams()
  const qrShare = p.add(SHARES.qrOrders, 'float8')
  const text = `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
    SELECT o.*, CASE WHEN NOT o.parts AND o.r_qr < ${qrShare} THEN (
        SELECT (array_agg(c.id ORDER BY c.id))[1 + floor(o.r_qr / ${qrShare} * count(*))::int]
        FROM unnest(${p.add(codes.map((c) => c.id), 'int[]')}, ${p.add(codes.map((c) => c.branchId), 'int[]')}) AS c(id, branch_id)
        WHERE c.branch_id = o.branch_id OR c.branch_id IS NULL
      ) END AS qr_code_id
    FROM (
      SELECT r.n, nextval(pg_get_serial_sequence('orders', 'id'))::int AS id, r.parts, r.at, r.r_qr, r.r_name,
        CASE WHEN r.parts THEN NULL ELSE ${pick(p.add(branches, 'int[]'), 'r.r_branch')} END AS branch_id,
        CASE WHEN r.r_status < 0.04 THEN 'canceled' WHEN r.r_status < 0.07 THEN 'rejected' WHEN r.r_status < 0.09 THEN 'failed'
          WHEN r.at > now() - interval '20 minutes' THEN 'pending' WHEN r.at > now() - interval '1 hour' THEN 'confirmed'
          WHEN r.at > now() - interval '2 hours' AND r.r_mode < 0.25 THEN 'inDelivery' ELSE 'completed' END AS status,
        CASE WHEN r.parts THEN NULL WHEN r.r_mode < 0.25 THEN 'delivery' WHEN r.r_mode < 0.45 THEN 'dineIn' ELSE 'takeaway' END AS mode,
        1 + floor(power(r.r_lines, 1.7) * 5)::int AS lines
      FROM (
        SELECT x.*, x.r_shop < ${p.add(SHARES.partsOrders, 'float8')} AS parts,
          ${momentOf(p.add(days, 'int'), p.add(HOURS, 'int[]'), 'x.r_day', 'x.r_hour', 'x.r_minute')} AS at
        FROM (SELECT n, random() AS r_shop, random() AS r_branch, random() AS r_day, random() AS r_hour, random() AS r_minute, random() AS r_status,
            random() AS r_mode, random() AS r_qr, random() AS r_lines, random() AS r_name
          FROM generate_series(1, ${p.add(count, 'int')}) n) x
      ) r
    ) o`
  return { text, values: p.values }
}

/** The lines as a temporary table `bench_items`: products of the menu (the parts shop: parts), pieces 1 to 3 or a weight, prices with VAT. */
function itemsStatement(products: { menu: Product[]; parts: Product[] }) {
  const p = new SqlParams()
  const all = [...products.menu, ...products.parts]
  const column = (key: keyof Product, cast: string) => p.add(all.map((product) => product[key]), cast)
  const [ids, names, prices, units, taxes] = [column('id', 'int[]'), column('name', 'text[]'), column('price', 'numeric[]'), column('unit', 'text[]'), column('tax', 'numeric[]')]
  const menuCount = p.add(products.menu.length, 'int')
  const partsCount = p.add(products.parts.length, 'int')
  const text = `CREATE TEMP TABLE bench_items ON COMMIT DROP AS
    SELECT l.*, round(l.gross / (1 + l.tax_rate / 100), 4) AS net, l.gross - round(l.gross / (1 + l.tax_rate / 100), 4) AS tax FROM (
      SELECT l.order_id, l.parts, l.line, (${ids})[l.i] AS product_id, (${names})[l.i] AS name, (${units})[l.i] AS unit, (${prices})[l.i] AS unit_price,
        (${taxes})[l.i] AS tax_rate, l.amount, round((${prices})[l.i] * l.amount, 2) AS gross
      FROM (
        SELECT l.*, CASE WHEN (${units})[l.i] IN ('amount', 'pair', 'person') THEN (1 + floor(power(l.r_amount, 2) * 3))::numeric ELSE round((0.1 + l.r_amount * 0.9)::numeric, 3) END AS amount
        FROM (
          SELECT o.id AS order_id, o.parts, k AS line, random() AS r_amount,
            CASE WHEN o.parts AND ${partsCount} > 0 THEN ${menuCount} + 1 + floor(random() * ${partsCount})::int ELSE 1 + floor(random() * ${menuCount})::int END AS i
          FROM bench_orders o CROSS JOIN LATERAL generate_series(1, o.lines) k
        ) l
      ) l
    ) l`
  return { text, values: p.values }
}

/** Orders, their lines and VAT lines from the temporary tables, the way insertOrder stores them (parts-shop VAT lines: rate and tax only). */
function insertStatements() {
  const p = new SqlParams()
  const first = p.add(FIRST_NAMES, 'text[]')
  const last = p.add(LAST_NAMES, 'text[]')
  const orders = `INSERT INTO orders (id, uid, hash, shop, branch_id, mode, status, status_changed_at, payment_method, payment_status,
      first_name, last_name, email, phone, totals_net, totals_tax, totals_gross, totals_is_approximate, qr_code_id, created_at, updated_at)
    SELECT o.id, '${MARKS.orderUid}' || o.n, md5(random()::text), CASE WHEN o.parts THEN 'parts' ELSE 'ordering' END::enum_orders_shop, o.branch_id,
      o.mode::enum_orders_mode, o.status::enum_orders_status, o.at + interval '5 minutes',
      CASE WHEN o.parts THEN 'invoice' WHEN o.r_name < 0.6 THEN 'cash' ELSE 'mollie' END::enum_orders_payment_method,
      CASE WHEN o.status IN ('canceled', 'rejected', 'failed') THEN 'open' WHEN o.r_name < 0.6 THEN 'onSite' ELSE 'paid' END::enum_orders_payment_status,
      ${pick(first, 'o.r_name')}, ${pick(last, 'power(o.r_name, 0.5)')}, 'gast' || o.n || '@benchmark.invalid', '+43 660 ' || lpad((o.n % 10000000)::text, 7, '0'),
      round(t.net, 2), t.gross - round(t.net, 2), t.gross, false, o.qr_code_id, o.at, o.at
    FROM bench_orders o JOIN (SELECT order_id, sum(net) AS net, sum(gross) AS gross FROM bench_items GROUP BY order_id) t ON t.order_id = o.id
`
  return [
    { text: orders, values: p.values },
    {
      text: `INSERT INTO orders_items (_order, _parent_id, id, product_id, name, amount, unit, unit_price, tax_rate, net, tax, gross)
        SELECT line, order_id, ${ROW_ID}, product_id, name, amount, unit::enum_orders_items_unit, unit_price, tax_rate, net, tax, gross FROM bench_items`,
      values: [],
    },
    {
      text: `INSERT INTO orders_totals_taxes (_order, _parent_id, id, rate, net, tax, gross)
        SELECT row_number() OVER (PARTITION BY order_id ORDER BY tax_rate), order_id, ${ROW_ID}, tax_rate,
          CASE WHEN parts THEN NULL ELSE round(sum(net), 2) END, round(sum(tax), 2), CASE WHEN parts THEN NULL ELSE sum(gross) END
        FROM bench_items GROUP BY order_id, parts, tax_rate`,
      values: [],
    },
  ]
}

/**
 * `count` orders with 1 to 5 lines and their VAT lines over the last `days` days, across
 * `branches` and the parts shop, some through `codes`, marked by their uid. Runs inside the
 * caller's transaction (its temporary tables go at commit).
 */
export async function generateOrders(client: ClientBase, count: number, days: number, branches: number[], codes: ScannedCode[]): Promise<void> {
  const products = await productsToSell(client)
  await client.query(ordersStatement(count, days, branches, codes))
  await client.query(itemsStatement(products))
  for (const statement of insertStatements()) await client.query(statement)
}

