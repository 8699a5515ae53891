# What the bench database's busy sessions were doing during the flash sale (issue 35, fourth sitting): the samples of
# sample-sessions.sh between the bench's "flash sale: … until sold out" line and its next line, counted by state and
# wait event.   python3 sessions-in-sale.py RUN.txt RUN-sessions.txt
import collections, sys
start = end = None
lines = open(sys.argv[1]).read().splitlines()
for i, line in enumerate(lines):
    if 'until sold out' in line and 'flash sale' in line:
        start = line[:12]
        end = lines[i + 1][:12] if i + 1 < len(lines) else None
counts = collections.Counter()
for sample in open(sys.argv[2]):
    parts = sample.split()
    if len(parts) == 3 and start <= parts[0] and (end is None or parts[0] <= end):
        counts[f'{parts[1]} {parts[2]}'] += 1
total = sum(counts.values())
print(f'sale window {start}-{end}: {total} busy-session samples')
for key, count in counts.most_common():
    print(f'{count:6d} {100 * count / total:5.1f} %  {key}')
