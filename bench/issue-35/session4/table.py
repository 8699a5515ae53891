# One table row per bench result file (issue 35, fourth sitting): the flash sale's and the floor's figures.
#   python3 bench/issue-35/session4/table.py FILE.json ...
import json, sys
def n(v, d=1):
    return '–' if v is None else (f'{v:,.{d}f}' if isinstance(v, float) and d else f'{v:,}')
for path in sys.argv[1:]:
    d = json.load(open(path))
    flash = next(r for r in d['results'] if r['scenario'].startswith('flash sale'))
    floor = next(r for r in d['results'] if r['scenario'].startswith('signed-in floor'))
    print(f"| {path.split('/')[-1][:-5]} ({d['measured_at'][11:16]}, {d['commit']}) | {flash['requests_per_second']} | {flash['latency_p50_ms']:,} / {flash['latency_p99_ms']:,} "
          f"| {floor['requests_per_second']} | {floor['latency_p50_ms']:,} / {floor['latency_p99_ms']:,} | {flash['orders_per_second_to_floor']} | {flash['p99_to_floor_p99']} "
          f"| {flash['cpu_ms_per_order']} / {n(flash.get('database_cpu_ms_per_order'))} | {floor['cpu_ms_per_order']} / {n(floor.get('database_cpu_ms_per_order'))} "
          f"| {n(flash.get('statements_per_order'))} | {flash['units_sold']}/{flash['stock']} {'yes' if flash['exactly_the_stock_sold'] else 'NO'} | {flash['server_errors']} |")
