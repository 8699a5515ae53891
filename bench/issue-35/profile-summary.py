# Summarises a `node --cpu-prof` profile of the API over a flash sale (issue 35): only the samples between the first
# and the last whose stack holds MARKER (default placeOrder) in the last sale, each counted once under a rough heading by its stack
# (socket writes, TypeORM, Express, ...), then the functions by self time.
#   python3 bench/issue-35/profile-summary.py CPU.….cpuprofile [MARKER] [TOP]
import json,sys,collections
p=json.load(open(sys.argv[1]))
nodes={n['id']:n for n in p['nodes']}
parent={}
for n in p['nodes']:
    for c in n.get('children',[]): parent[c]=n['id']
samples=p['samples']; deltas=p['timeDeltas']
t=p['startTime']; times=[]
for d in deltas: t+=d; times.append(t)
def stack(i):
    out=[]
    while i is not None:
        out.append(nodes[i]['callFrame']); i=parent.get(i)
    return out
marker=sys.argv[2] if len(sys.argv)>2 else 'placeOrder'
idx=[k for k,s in enumerate(samples) if any(f['functionName']==marker for f in stack(s))]
# The last sale only: it follows a gap of over 2 s without MARKER (the bench sets up the next sale between its
# warm-up sales and the measured one: about 3 s), while a sale's own gaps stay near 1 s (its start, its bunched buyers).
last=[k for j,k in enumerate(idx) if j>0 and times[k]-times[idx[j-1]]>2_000_000]
a,b=(last[-1] if last else idx[0]),idx[-1]
total=(times[b]-times[a])/1000
selfc=collections.Counter(); incl=collections.Counter()
cats=collections.Counter()
def cat(st):
    names=[(f['functionName'],f['url']) for f in st]
    top=st[0]
    if top['functionName'] in ('(idle)',): return 'idle'
    if top['functionName'] in ('(garbage collector)',): return 'gc'
    if top['functionName'] in ('(program)',): return 'program'
    urls=' '.join(u for _,u in names)
    fn=' '.join(f for f,_ in names)
    if 'writev' in fn or 'writeGeneric' in fn or 'writeBuffer' in fn or top['functionName'] in ('writev','writeUtf8String','writeBuffer'): return 'socket write'
    if 'jsonwebtoken' in urls or 'jws' in urls or 'passport' in urls: return 'token check (passport/jwt)'
    if 'node_modules/pg' in urls or 'pg-protocol' in urls: return 'pg driver'
    if 'typeorm' in urls: return 'typeorm'
    if 'pino' in urls: return 'logging (pino)'
    if 'class-validator' in urls or 'class-transformer' in urls: return 'validation'
    if 'ioredis' in urls or 'bullmq' in urls: return 'redis/bullmq'
    if 'express' in urls or 'body-parser' in urls or 'router' in urls: return 'express'
    if '@nestjs' in urls: return 'nest'
    if '/api/dist/' in urls: return 'shop code'
    if 'node:' in urls or urls.strip()=='' : return 'node core'
    return 'other'
for k in range(a,b+1):
    st=stack(samples[k]); dt=(times[k]-times[k-1])/1000 if k>0 else 0
    cats[cat(st)]+=dt
    f=st[0]; selfc[(f['functionName'],f['url'].split('/')[-1],f['lineNumber'])]+=dt
print('window ms %.0f'%total)
for k,v in cats.most_common(): print('%-30s %7.0f ms %5.1f%%'%(k,v,100*v/total))
print('--- top self')
for k,v in selfc.most_common(int(sys.argv[3]) if len(sys.argv)>3 else 25): print('%7.0f %s'%(v,k))
