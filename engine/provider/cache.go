package provider

import (
	"container/list"
	"sync"
	"time"
)

// cache is the agent-path result cache: in memory, per workspace and provider (the key starts
// with both), bounded per key prefix by an LRU of entries, each living at most ttl (60 s at most),
// and keyed by the registration's version so that any change to a registration evicts its
// entries. It is never used on customer-egress paths and never written to the database.
type cache struct {
	mu      sync.Mutex
	ttl     time.Duration
	max     int
	buckets map[string]*lru // workspace + provider -> entries
}

type lru struct {
	order *list.List // front = most recent; values are *entry
	items map[string]*list.Element
}

type entry struct {
	key     string
	value   retrieved
	expires time.Time
}

func newCache(max int, ttl time.Duration) *cache {
	return &cache{ttl: ttl, max: max, buckets: map[string]*lru{}}
}

func (c *cache) get(bucket, key string, now time.Time) (retrieved, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.buckets[bucket]
	if b == nil {
		return retrieved{}, false
	}
	el, ok := b.items[key]
	if !ok {
		return retrieved{}, false
	}
	e := el.Value.(*entry)
	if now.After(e.expires) {
		b.order.Remove(el)
		delete(b.items, key)
		return retrieved{}, false
	}
	b.order.MoveToFront(el)
	return e.value, true
}

func (c *cache) put(bucket, key string, v retrieved, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.buckets[bucket]
	if b == nil {
		b = &lru{order: list.New(), items: map[string]*list.Element{}}
		c.buckets[bucket] = b
	}
	if el, ok := b.items[key]; ok {
		el.Value = &entry{key, v, now.Add(c.ttl)}
		b.order.MoveToFront(el)
		return
	}
	b.items[key] = b.order.PushFront(&entry{key, v, now.Add(c.ttl)})
	for b.order.Len() > c.max {
		last := b.order.Back()
		b.order.Remove(last)
		delete(b.items, last.Value.(*entry).key)
	}
}

// size is the number of live entries, for tests and metrics.
func (c *cache) size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, b := range c.buckets {
		n += b.order.Len()
	}
	return n
}
