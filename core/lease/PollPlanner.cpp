// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/PollPlanner.h"

#include "lease/LeaseTiming.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace volcano {
namespace {

constexpr qint64 kMinuteMs = 60 * 1000;
constexpr int kMaxGraceRecheckDoublings = 6;
constexpr qint64 kDefaultRetryAfterMs = 1000;
// Weight classes of read keys: a class spans a factor of kBucketRatio in weight, so the
// oldest read of each class is (almost) its best candidate.
constexpr int kBucketCount = 64;
constexpr double kBucketRatio = 1.25;
constexpr double kMinWeight = 1e-7; // sqrt(changes per ms): about one change in 3 years
// KeyInfo::bucket of keys not in a weight class.
constexpr int kUnreadQueue = -1;
constexpr int kPooledQueue = -2;
constexpr int kSteadyHeldQueue = -3;
constexpr int kSteadyFreeQueue = -4;
constexpr int kNoSharedQueue = -5; // sharedRateQueueOf(): valued by its own rate
// Share of the read capacity that spare-budget reads get, for valuing a takeover read.
constexpr double kSpareShare = 0.6;
// Time-critical reads may take at most this share of a minute's reads while spare-budget
// reads wait.
constexpr double kMaxUrgentShare = 0.7;
// Every held lock gets its takeover reads while they cost at most this share of the reads;
// else the keys that lapsed before, most likely first, up to kLapsedBeforeTakeoverShare.
// Reading every held lock is how a key's first lapse is seen (issue-4's standby leaders);
// above the share it would be mostly leaders renewing faithfully (bench: long-leaders).
constexpr double kAllHeldTakeoverShare = 0.75;
// Once affordable, every held lock keeps its takeover reads until they cost this much more:
// a cost hovering at the share would otherwise turn them on and off, re-planning every key
// each time.
constexpr double kAllHeldTakeoverHysteresis = 1.1;
constexpr double kLapsedBeforeTakeoverShare = 0.5;
// Free-watch reads (freeWatchDueMs) only while time-critical reads took at most this share
// of the last minute's reads.
constexpr double kFreeWatchUrgentShare = 0.5;
// How often the lapse chance that share affords is worked out again.
constexpr qint64 kAffordableRecheckMs = 1000;
// Takeover reads go 300 ms after the takeover time, pacing permitting; a read much later that
// finds a new holder does not tell how soon it came.
constexpr qint64 kTakeoverReadWindowMs = 1500;
// The chance that a state ends within its own age so far (Lindy): rate = factor / age.
constexpr double kYoungStateFactor = 0.3;
constexpr qint64 kMinStateAgeMs = 2000;
// Token pace is trusted once new holders were seen this far apart.
constexpr qint64 kTokenPaceSpanMs = 20 * 1000;
// An offset change smaller than this leaves planned takeover reads where they are.
constexpr qint64 kOffsetStepMs = 20;

// Ranks of time-critical reads: lower goes first among the reads due by a slot (a lease seen
// running out shows a change for sure, a takeover read of a lease that may be renewed only
// perhaps), and among reads due at the same instant.
enum Rank {
    RankRequested = 0,
    RankSelected = 1,
    RankLapse = 2,
    RankTakeover = 3,
    RankFollowUp = 4
};
// How many of the time-critical reads due by a slot are looked at for the lowest rank.
constexpr int kMaxDueScan = 64;

bool sameHolding(const LockState& a, const LockState& b) {
    return a.held == b.held && a.fencingToken == b.fencingToken;
}

int bucketOf(double weight) {
    const double steps =
        std::log(std::max(weight, kMinWeight) / kMinWeight) / std::log(kBucketRatio);
    return std::clamp(static_cast<int>(steps), 0, kBucketCount - 1);
}

} // namespace

QString readReasonName(ReadReason reason) {
    switch (reason) {
    case ReadReason::First:
        return QStringLiteral("first");
    case ReadReason::Requested:
        return QStringLiteral("requested");
    case ReadReason::Selected:
        return QStringLiteral("selected");
    case ReadReason::Takeover:
        return QStringLiteral("takeover");
    case ReadReason::FollowUp:
        return QStringLiteral("follow-up");
    case ReadReason::Refresh:
        return QStringLiteral("refresh");
    }
    return {};
}

bool PollPlanner::Slot::operator<(const Slot& other) const {
    if (atMs != other.atMs)
        return atMs < other.atMs;
    if (rank != other.rank)
        return rank < other.rank;
    return seq < other.seq;
}

PollPlanner::PollPlanner(const PollPlannerSettings& settings)
    : m_settings(settings)
    , m_buckets(kBucketCount) {
    m_pacer.setBurst(m_settings.burstReads, m_settings.urgentReserveReads);
}

void PollPlanner::setSettings(const PollPlannerSettings& settings) {
    m_settings = settings;
    m_pacer.setBurst(m_settings.burstReads, m_settings.urgentReserveReads);
    rescheduleAll();
}

void PollPlanner::setBudgetPerMinute(int readsPerMinute) {
    m_settings.budgetPerMinute = std::max(readsPerMinute, 0);
    rescheduleAll();
}

qint64 PollPlanner::minuteStartOf(qint64 utcMs) {
    return ReadPacer::minuteStartOf(utcMs);
}

int PollPlanner::indexOf(const QString& key) const {
    return m_index.value(key, -1);
}

int PollPlanner::newSlot(const QString& key) {
    int index = 0;
    if (m_freeSlots.empty()) {
        index = static_cast<int>(m_infos.size());
        m_infos.emplace_back();
    } else {
        index = m_freeSlots.back();
        m_freeSlots.pop_back();
        m_infos[static_cast<size_t>(index)] = KeyInfo{};
    }
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    info.key = key;
    info.seq = m_nextSeq++;
    if (m_firstSentMs)
        info.addedAtMs = m_lastSentMs;
    m_index.insert(key, index);
    ++m_unreadCount;
    return index;
}

void PollPlanner::setKeys(const QStringList& keys) {
    std::vector<KeyInfo> kept;
    QStringList order;
    QHash<QString, int> index;
    kept.reserve(static_cast<size_t>(keys.size()));
    order.reserve(keys.size());
    index.reserve(keys.size());
    for (const QString& key : keys) {
        if (index.contains(key))
            continue;
        const int old = indexOf(key);
        // Built in place: a 100,000-key start makes no temporary 300-byte records.
        KeyInfo& info = old >= 0 ? kept.emplace_back(std::move(m_infos[static_cast<size_t>(old)]))
                                 : kept.emplace_back();
        info.key = key;
        if (old < 0 && m_firstSentMs)
            info.addedAtMs = m_lastSentMs;
        info.seq = static_cast<qint64>(kept.size()) - 1;
        info.critical.reset();
        info.refresh.reset();
        info.bucket = kUnreadQueue;
        info.weight = 0;
        index.insert(key, static_cast<int>(kept.size()) - 1);
        order.append(key);
    }
    m_infos = std::move(kept);
    m_freeSlots.clear();
    m_index = std::move(index);
    m_order = std::move(order);
    m_nextSeq = static_cast<qint64>(m_infos.size());
    m_unreadCount =
        static_cast<int>(std::count_if(m_infos.begin(), m_infos.end(), [](const KeyInfo& info) {
            return !info.lastReadMs.has_value();
        }));
    rescheduleAll();
}

void PollPlanner::addKey(const QString& key) {
    if (m_index.contains(key))
        return;
    m_order.append(key);
    schedule(newSlot(key));
}

void PollPlanner::removeKey(const QString& key) {
    const int index = indexOf(key);
    if (index < 0)
        return;
    unschedule(index);
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    if (!info.lastReadMs)
        --m_unreadCount;
    info = KeyInfo{};
    m_freeSlots.push_back(index);
    m_index.remove(key);
    m_order.removeAll(key);
}

void PollPlanner::setSelectedKey(const QString& key) {
    const int before = indexOf(m_selected);
    m_selected = key;
    if (before >= 0)
        schedule(before);
    if (const int after = indexOf(key); after >= 0)
        schedule(after);
}

void PollPlanner::requestRead(const QString& key) {
    const int index = indexOf(key);
    if (index < 0)
        return;
    m_infos[static_cast<size_t>(index)].requested = true;
    schedule(index);
}

void PollPlanner::setPriorityKeys(const QStringList& keys) {
    m_priority = keys;
}

void PollPlanner::setReservation(const QString& source, int requestsPerMinute) {
    if (requestsPerMinute <= 0)
        m_reservations.remove(source);
    else
        m_reservations.insert(source, requestsPerMinute);
}

void PollPlanner::clearReservation(const QString& source) {
    m_reservations.remove(source);
}

int PollPlanner::reservedPerMinute() const {
    int total = 0;
    for (const int count : m_reservations)
        total += count;
    return total;
}

int PollPlanner::readCapacityPerMinute() const {
    return std::max(0, m_settings.budgetPerMinute - reservedPerMinute());
}

void PollPlanner::setServerClockOffsetMs(qint64 offsetMs) {
    const bool moved = std::llabs(offsetMs - m_serverOffsetMs) >= kOffsetStepMs;
    m_serverOffsetMs = offsetMs;
    if (!moved)
        return;
    // Only planned takeover reads depend on the offset.
    std::vector<int> takeovers;
    for (const Slot& slot : m_critical) {
        if (m_infos[static_cast<size_t>(slot.index)].criticalReason == ReadReason::Takeover)
            takeovers.push_back(slot.index);
    }
    for (const int index : takeovers)
        schedule(index);
}

int PollPlanner::sentInMinuteOf(qint64 nowMs) const {
    return m_pacer.sentInMinuteOf(nowMs);
}

ReadPacer::ReasonCounts PollPlanner::readsByReasonInLastMinute(qint64 nowMs) const {
    return m_pacer.readsInLastMinute(nowMs);
}

std::optional<qint64> PollPlanner::pausedUntilMs() const {
    return m_pausedUntilMs;
}

std::optional<LockState> PollPlanner::lastState(const QString& key) const {
    const int index = indexOf(key);
    return index < 0 ? std::nullopt : m_infos[static_cast<size_t>(index)].state;
}

std::optional<qint64> PollPlanner::lastReadAtMs(const QString& key) const {
    const int index = indexOf(key);
    return index < 0 ? std::nullopt : m_infos[static_cast<size_t>(index)].lastReadMs;
}

bool PollPlanner::isInFlight(const QString& key) const {
    const int index = indexOf(key);
    return index >= 0 && m_infos[static_cast<size_t>(index)].inFlight;
}

double PollPlanner::changeRatePerHour(const QString& key, qint64 nowMs) const {
    Q_UNUSED(nowMs)
    const int index = indexOf(key);
    if (index < 0)
        return 0.0;
    const double weight = weightOf(m_infos[static_cast<size_t>(index)], false);
    return weight * weight * 3600.0 * 1000.0;
}

double PollPlanner::lapseChance(const QString& key) const {
    const int index = indexOf(key);
    if (index < 0)
        return 0.0;
    const KeyInfo& info = m_infos[static_cast<size_t>(index)];
    return info.behaviour.lapseChance(priorOf(info));
}

qint64 PollPlanner::selectedIntervalMs() const {
    // The selected key may take at most a quarter of the read budget.
    const int quarter = std::max(1, readCapacityPerMinute() / 4);
    return std::max(m_settings.selectedIntervalMs, kMinuteMs / quarter);
}

qint64 PollPlanner::earliestAllowed(qint64 nowMs) const {
    qint64 at = nowMs;
    if (m_pausedUntilMs)
        at = std::max(at, *m_pausedUntilMs);
    if (m_backoffUntilMs)
        at = std::max(at, *m_backoffUntilMs);
    return at;
}

// ---- Value of reads --------------------------------------------------------------------

double PollPlanner::weightOf(const KeyInfo& info, bool takeoverPlanned) const {
    if (!info.state)
        return unreadWeight();
    if (const int queue = sharedRateQueueOf(info); queue != kNoSharedQueue)
        return sharedRateWeight(queue);
    double rate = 0;
    if (info.stateSinceMs && info.lastReadMs) {
        // A state that began recently is more likely to end soon than one that has lasted
        // for hours (a leader's old token, a lock free since the console started).
        const qint64 age = std::max(*info.lastReadMs - *info.stateSinceMs, kMinStateAgeMs);
        rate = kYoungStateFactor / static_cast<double>(age);
    }
    const BehaviourCounts prior = priorOf(info);
    if (info.state->held) {
        rate = std::max(rate, info.behaviour.releaseRate(prior));
        // Without a takeover read the spare budget is what sees a lease run out.
        if (!takeoverPlanned)
            rate += info.behaviour.lapseChance(prior) / static_cast<double>(info.behaviour.ttlMs());
    } else {
        rate = std::max(rate, info.behaviour.acquireRate(prior));
    }
    return std::max(std::sqrt(rate), kMinWeight);
}

double PollPlanner::unreadWeight() const {
    // A first read shows what nobody has seen yet: worth more than an average revisit.
    const double rate = (KeyBehaviour::pooledReleaseRate(m_pools.whole()) +
                         KeyBehaviour::pooledAcquireRate(m_pools.whole())) /
                        2.0;
    return m_settings.firstReadWeight * std::sqrt(rate);
}

// A lock seen only free, too few times to join the steady free keys, has little of its own to
// go by: its rate is the pool's. Frozen at the read, that is the prior (one acquire in 10
// minutes) for every key of a first pass that reads thousands before any is read twice; they
// would all come due together, as highly valued as busy keys, and take the whole budget for
// as long again as the pass did. So their weight is the pool's as it is at each decision.
// (Its own rate from a few free reads would be frozen too, and low: such keys went unread
// for hours while jobs came and went on them.)
bool PollPlanner::weighedByPool(const KeyInfo& info) const {
    return info.state && !info.state->held && !info.changedSinceFirstRead && !isSteady(info);
}

double PollPlanner::pooledFreeWeight() const {
    // Never above the prior, though: until free keys are read twice the pool's acquires are
    // busy keys' short gaps, which say little about a lock seen free (small watch lists
    // would re-read their free keys as often as their churning ones).
    const double rate =
        std::min({KeyBehaviour::pooledAcquireRate(m_pools.whole()),
                  KeyBehaviour::pooledAcquireRate(BehaviourCounts{}), seenFreeChangeRate()});
    return std::max(std::sqrt(rate), kMinWeight);
}

double PollPlanner::seenFreeChangeRate() const {
    // What a key seen only free is worth, from what such keys turned out to be. Where most
    // are idle locks (2,000 keys, a few busy), one seen free is most likely idle too, and
    // re-reading them all would take the budget from the keys that change. A key seen free
    // is a busy one as often as keys first read free were found held later (even odds until
    // some were read twice, worth kPriorFreeKeys keys); a busy one is taken as soon as the
    // keys seen changing were when free (one a minute until any was seen).
    constexpr double kPriorFreeKeys = 5.0;
    constexpr double kPriorTakenShare = 0.5;
    const double takenShare = (m_firstFreeTaken + kPriorTakenShare * kPriorFreeKeys) /
                              (m_firstFreeReadAgain + kPriorFreeKeys);
    const double takenRate =
        (m_changingCounts.acquires + 1.0) / (m_changingCounts.freeMs + kMinuteMs);
    return takenShare * takenRate;
}

void PollPlanner::noteFreeKeysTaken(KeyInfo& info, bool first, const LockState& state) {
    if (first) {
        info.firstReadFree = !state.held;
        return;
    }
    if (!info.firstReadFree)
        return;
    if (info.reads == 1)
        ++m_firstFreeReadAgain;
    // Called before this read is learnt: a key first read free has not changed until a read
    // finds it held, so this is its first read that does.
    if (state.held && !info.changedSinceFirstRead)
        ++m_firstFreeTaken;
}

bool PollPlanner::isSteady(const KeyInfo& info) const {
    if (!info.state || !info.firstReadMs || !info.lastReadMs || info.changedSinceFirstRead)
        return false;
    return *info.lastReadMs - unchangedSinceMs(info) >= SteadyKeyClass::kBurnInMs &&
           (info.state->held || info.reads >= SteadyKeyClass::kFreeMemberReads);
}

qint64 PollPlanner::unchangedSinceMs(const KeyInfo& info) const {
    // A holder's fencing token dates its hold (stateSinceMs): a leader that has held on for
    // an hour when the console starts is one from its first reads, not two minutes of
    // watching later (bench: issue-14-e2e, whose leaders took a fifth of the reads meanwhile).
    if (info.state->held && info.stateSinceMs)
        return std::min(*info.firstReadMs, *info.stateSinceMs);
    return *info.firstReadMs;
}

BehaviourCounts PollPlanner::priorOf(const KeyInfo& info) const {
    BehaviourCounts prior = m_pools.priorFor(info.behaviour.seenTtlMs());
    // The keys like it, not the key itself: its own reads count once, in its own figures
    // (alone on its lease length, it would otherwise be its own prior, its guesses twice).
    const BehaviourCounts& own = info.behaviour.counts();
    prior.spans = std::max(prior.spans - own.spans, 0.0);
    prior.lapses = std::max(prior.lapses - own.lapses, 0.0);
    prior.certainLapses = std::max(prior.certainLapses - own.certainLapses, 0.0);
    return prior;
}

bool PollPlanner::lapsedBefore(const KeyInfo& info) const {
    return info.behaviour.counts().lapses >= 1.0;
}

SteadyKeyClass& PollPlanner::steadyClassOf(const KeyInfo& info) {
    return info.state->held ? m_steadyHeldClass : m_steadyFreeClass;
}

double PollPlanner::steadyWeight(bool held) const {
    const SteadyKeyClass& steady = held ? m_steadyHeldClass : m_steadyFreeClass;
    return std::max(std::sqrt(steady.ratePerMs()), kMinWeight);
}

int PollPlanner::sharedRateQueueOf(const KeyInfo& info) const {
    if (weighedByPool(info))
        return kPooledQueue;
    if (isSteady(info))
        return info.state->held ? kSteadyHeldQueue : kSteadyFreeQueue;
    return kNoSharedQueue;
}

double PollPlanner::sharedRateWeight(int queue) const {
    return queue == kPooledQueue ? pooledFreeWeight() : steadyWeight(queue == kSteadyHeldQueue);
}

std::set<PollPlanner::Slot>* PollPlanner::queueOf(int bucket) {
    switch (bucket) {
    case kUnreadQueue:
        return &m_unread;
    case kPooledQueue:
        return &m_pooled;
    case kSteadyHeldQueue:
        return &m_steadyHeld;
    case kSteadyFreeQueue:
        return &m_steadyFree;
    default:
        return &m_buckets[static_cast<size_t>(bucket)];
    }
}

double PollPlanner::totalWeight() const {
    return m_readWeight + m_unreadCount * unreadWeight() +
           static_cast<double>(m_pooled.size()) * pooledFreeWeight() +
           static_cast<double>(m_steadyHeld.size()) * steadyWeight(true) +
           static_cast<double>(m_steadyFree.size()) * steadyWeight(false);
}

double PollPlanner::spareReadsPerMs() const {
    return std::max(1, readCapacityPerMinute()) * kSpareShare / static_cast<double>(kMinuteMs);
}

bool PollPlanner::takeoverWorthIt(const KeyInfo& info) const {
    // With reads spent by sqrt(rate) x age, a key of weight w is read every W / (w R) ms
    // (W: all keys' weights, R: spare reads per ms), and a spare read is worth
    // (W / R)^2 / 2 ms of detection latency. A takeover read saves the chance of a lapse
    // times half the key's interval: worth it when p >= factor x w x W / R.
    const double chance = info.behaviour.lapseChance(priorOf(info));
    if (chance >= m_settings.takeoverLapseChance)
        return true;
    // A budget that covers a read at every held lock's takeover time affords them all.
    if (allHeldTakeoversAffordable())
        return true;
    if (lapsedBefore(info) && chance >= m_affordableLapseChance)
        return true;
    const double weight = weightOf(info, true);
    const double threshold =
        m_settings.takeoverValueFactor * weight * totalWeight() / spareReadsPerMs();
    return chance >= threshold;
}

double PollPlanner::projectedHeldTakeoverCost() const {
    // Keys not read yet hold their locks as often as those read: while a first pass is under
    // way, the few held keys read so far would look affordable, and their takeover reads
    // would hold the pass up.
    const auto keys = static_cast<double>(m_index.size());
    const double read = std::max(1.0, keys - m_unreadCount);
    return m_heldTakeoverCost * keys / read;
}

bool PollPlanner::allHeldTakeoversAffordable() const {
    const double share = m_allHeldTakeoversAffordable
                             ? kAllHeldTakeoverShare * kAllHeldTakeoverHysteresis
                             : kAllHeldTakeoverShare;
    return projectedHeldTakeoverCost() <= share * readCapacityPerMinute();
}

void PollPlanner::replanWhenAllHeldTakeoversBecomeAffordable() {
    const bool affordable = allHeldTakeoversAffordable();
    const bool became = affordable && !m_allHeldTakeoversAffordable;
    m_allHeldTakeoversAffordable = affordable;
    if (!became)
        return;
    // A key's reads are planned when it is read: the held keys read while the rule did not
    // hold would otherwise get no takeover reads until their next spare-budget read, minutes
    // later (issue-4's standby leaders, read in the first pass).
    std::vector<int> held;
    held.reserve(m_heldByLapse.size());
    for (const auto& [chance, index] : m_heldByLapse)
        held.push_back(index);
    for (const int index : held)
        schedule(index);
}

qint64 PollPlanner::takeoverReadIntervalMs(const KeyInfo& info) const {
    // A takeover read of a lease that does not run out finds it renewed, and the next one
    // goes to the new expires_at: as far ahead as the time left at a read, on average (5/6
    // of a TTL for a holder renewing at ttl/3), not a whole TTL. Measured from the key's own
    // reads, its first one included: its TTL is not known until a second read.
    if (info.remainingReads > 0)
        return static_cast<qint64>(info.meanRemainingMs) + limits::kTakeoverGrace.count() +
               m_settings.takeoverDelayMs;
    const double ttl = static_cast<double>(info.behaviour.ttlMs());
    return static_cast<qint64>(ttl * (1.0 - LeaseTiming::kDefaultRenewFraction / 2.0));
}

void PollPlanner::noteRemaining(KeyInfo& info, const LockState& state, qint64 atMs) const {
    if (!state.held || !state.expiresAt)
        return;
    constexpr int kRemainingReads = 16; // a running mean that follows a key whose TTL changes
    const double remaining =
        static_cast<double>(std::max<qint64>(expiryOnConsoleMs(state) - atMs, 0));
    info.remainingReads = std::min(info.remainingReads + 1, kRemainingReads);
    info.meanRemainingMs += (remaining - info.meanRemainingMs) / info.remainingReads;
}

qint64 PollPlanner::expiryOnConsoleMs(const LockState& state) const {
    return KeyBehaviour::expiryOnConsoleMs(state, m_serverOffsetMs);
}

std::optional<PollPlanner::Candidate> PollPlanner::takeoverFor(const KeyInfo& info) const {
    if (!info.lastReadMs || !info.state || !info.state->held || !info.state->expiresAt)
        return std::nullopt;
    const qint64 expiryMs = expiryOnConsoleMs(*info.state);
    const qint64 takeoverMs = expiryMs + limits::kTakeoverGrace.count();
    const auto read = [](qint64 atMs, int rank) {
        return Candidate{atMs, ReadReason::Takeover, rank};
    };
    if (*info.lastReadMs >= takeoverMs) {
        // The last read was already past the takeover time and still saw this lease:
        // the clocks differ more than estimated. Look again, backing off.
        const int doublings = std::clamp(info.graceRechecks - 1, 0, kMaxGraceRecheckDoublings);
        return read(*info.lastReadMs + (m_settings.graceRecheckMs << doublings), RankLapse);
    }
    // Seen unrenewed in its grace second (or overdue): it runs out for sure.
    if (*info.lastReadMs >= expiryMs || info.behaviour.isDying(*info.state))
        return read(takeoverMs + m_settings.takeoverDelayMs, RankLapse);
    if (!takeoverWorthIt(info))
        return std::nullopt;
    if (info.behaviour.lapsesAreLikely(priorOf(info)))
        return read(takeoverMs + m_settings.takeoverDelayMs, RankTakeover);
    // Not sure yet what this key's holders do: look in the middle of the grace second,
    // where a renewal or a release is told apart from a crash for certain.
    return read(expiryMs + limits::kTakeoverGrace.count() / 2, RankTakeover);
}

std::optional<qint64> PollPlanner::freeWatchDueMs(const KeyInfo& info) const {
    if (m_settings.freeWatchShare <= 0 || !info.lastReadMs || !info.state || info.state->held)
        return std::nullopt;
    // Most free keys have no tenure seen: ask that first, before walking the last minute's
    // reads (rescheduleAll() asks for every key).
    const std::optional<double> tenure = info.behaviour.meanTenureMs();
    if (!tenure)
        return std::nullopt;
    // Takeover reads of keys whose holders crash come first.
    if (urgentShareOfLastMinute(*info.lastReadMs) > kFreeWatchUrgentShare)
        return std::nullopt;
    const auto interval = static_cast<qint64>(m_settings.freeWatchShare * *tenure);
    return *info.lastReadMs +
           std::clamp(interval, m_settings.minRefreshIntervalMs,
                      std::max(m_settings.freeWatchMaxMs, m_settings.minRefreshIntervalMs));
}

std::optional<qint64> PollPlanner::retakeRereadDueMs(const KeyInfo& info) const {
    if (!info.retakeReread || !info.lastReadMs)
        return std::nullopt;
    return *info.lastReadMs + m_settings.retakeRereadMs;
}

std::optional<PollPlanner::Candidate> PollPlanner::timeCriticalFor(const KeyInfo& info) const {
    if (info.inFlight)
        return std::nullopt;
    std::optional<Candidate> best;
    const auto consider = [&best](qint64 dueMs, ReadReason reason, int rank) {
        if (!best || dueMs < best->atMs || (dueMs == best->atMs && rank < best->rank))
            best = Candidate{dueMs, reason, rank};
    };
    if (info.requested)
        consider(0, ReadReason::Requested, RankRequested);
    if (!m_selected.isEmpty() && info.key == m_selected)
        consider(info.lastReadMs ? *info.lastReadMs + selectedIntervalMs() : 0,
                 ReadReason::Selected, RankSelected);
    if (const auto takeover = takeoverFor(info))
        consider(takeover->atMs, takeover->reason, takeover->rank);
    if (info.lastReadMs && info.followUpIndex >= 0 &&
        info.followUpIndex < m_settings.followUpDelaysMs.size())
        consider(*info.lastReadMs + m_settings.followUpDelaysMs.at(info.followUpIndex),
                 ReadReason::FollowUp, RankFollowUp);
    if (const auto reread = retakeRereadDueMs(info))
        consider(*reread, ReadReason::FollowUp, RankFollowUp);
    if (const auto watch = freeWatchDueMs(info))
        consider(*watch, ReadReason::FollowUp, RankFollowUp);
    // A key whose answers were unusable waits, except when the operator asks for it.
    if (best && info.notBeforeMs && best->reason != ReadReason::Requested)
        best->atMs = std::max(best->atMs, *info.notBeforeMs);
    return best;
}

bool PollPlanner::refreshable(const KeyInfo& info) const {
    // Read by a time-critical rule, or already being read.
    return !(info.inFlight || info.key == m_selected || info.requested || info.followUpIndex >= 0);
}

// ---- Queues ----------------------------------------------------------------------------

void PollPlanner::unschedule(int index) {
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    if (info.critical)
        m_critical.erase(*info.critical);
    info.critical.reset();
    if (info.refresh) {
        queueOf(info.bucket)->erase(*info.refresh);
        m_readWeight -= info.bucket < 0 ? 0.0 : info.weight;
    }
    m_heldTakeoverCost -= info.takeoverCost;
    info.takeoverCost = 0;
    if (info.lapseRank >= 0)
        m_heldByLapse.erase({info.lapseRank, index});
    info.lapseRank = -1;
    info.refresh.reset();
    info.bucket = kUnreadQueue;
    info.weight = 0;
}

void PollPlanner::schedule(int index) {
    unschedule(index);
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    if (info.state && info.state->held) {
        info.takeoverCost =
            static_cast<double>(kMinuteMs) / static_cast<double>(takeoverReadIntervalMs(info));
        m_heldTakeoverCost += info.takeoverCost;
        info.lapseRank = info.behaviour.lapseChance(priorOf(info));
        m_heldByLapse.insert({info.lapseRank, index});
    }
    if (const auto candidate = timeCriticalFor(info)) {
        info.critical = Slot{candidate->atMs, candidate->rank, info.seq, index};
        info.criticalReason = candidate->reason;
        m_critical.insert(*info.critical);
    }
    if (!refreshable(info))
        return;
    if (!info.lastReadMs) {
        info.refresh = Slot{info.notBeforeMs.value_or(0), 0, info.seq, index};
        m_unread.insert(m_unread.end(), *info.refresh);
        return;
    }
    qint64 fromMs = *info.lastReadMs + m_settings.minRefreshIntervalMs;
    if (info.notBeforeMs)
        fromMs = std::max(fromMs, *info.notBeforeMs);
    info.refresh = Slot{fromMs, 0, info.seq, index};
    // Keys valued by a rate shared with others wait in one queue per rate, oldest read
    // first: their weight changes at every decision, not only at their own reads.
    if (const int queue = sharedRateQueueOf(info); queue != kNoSharedQueue) {
        info.bucket = queue;
        queueOf(queue)->insert(*info.refresh);
        return;
    }
    const bool takeoverPlanned = info.critical && info.criticalReason == ReadReason::Takeover;
    info.weight = weightOf(info, takeoverPlanned);
    info.bucket = bucketOf(info.weight);
    m_buckets[static_cast<size_t>(info.bucket)].insert(*info.refresh);
    m_readWeight += info.weight;
}

void PollPlanner::rescheduleAll() {
    m_critical.clear();
    m_unread.clear();
    m_pooled.clear();
    m_steadyHeld.clear();
    m_steadyFree.clear();
    for (std::set<Slot>& bucket : m_buckets)
        bucket.clear();
    m_readWeight = 0;
    m_heldTakeoverCost = 0;
    m_heldByLapse.clear();
    for (KeyInfo& info : m_infos) {
        info.takeoverCost = 0;
        info.lapseRank = -1;
        info.critical.reset();
        info.refresh.reset();
        info.bucket = kUnreadQueue;
        info.weight = 0;
    }
    // In slot order: fresh keys then append to the never-read queue at its end (a hinted
    // insert) instead of landing at random places in a 100,000-node tree.
    std::vector<int> live(m_index.cbegin(), m_index.cend());
    std::sort(live.begin(), live.end());
    for (const int index : live)
        schedule(index);
}

// ---- Decisions -------------------------------------------------------------------------

std::optional<PlannedRead> PollPlanner::plannedReadOf(const QString& key, qint64 nowMs) const {
    const int index = indexOf(key);
    if (index < 0)
        return std::nullopt;
    const KeyInfo& info = m_infos[static_cast<size_t>(index)];
    if (!info.critical)
        return std::nullopt;
    const qint64 fromMs = std::max(info.critical->atMs, earliestAllowed(nowMs));
    const auto atMs = m_pacer.earliestSlot(fromMs, readCapacityPerMinute(), true);
    return PlannedRead{key, atMs.value_or(fromMs), info.criticalReason};
}

std::optional<PlannedRead> PollPlanner::priorityFirstRead(qint64 atMs) const {
    for (const QString& key : m_priority) {
        const int index = indexOf(key);
        if (index < 0)
            continue;
        const KeyInfo& info = m_infos[static_cast<size_t>(index)];
        if (info.lastReadMs || !info.refresh || info.refresh->atMs > atMs)
            continue;
        return PlannedRead{key, atMs, ReadReason::First};
    }
    return std::nullopt;
}

std::optional<PlannedRead> PollPlanner::bestRefresh(qint64 atMs) const {
    if (auto priority = priorityFirstRead(atMs))
        return priority;
    std::optional<PlannedRead> best;
    double bestScore = -1.0;
    std::optional<qint64> earliestLater;
    const auto consider = [&](const Slot& slot, double score, ReadReason reason) {
        if (slot.atMs > atMs) {
            earliestLater = std::min(earliestLater.value_or(slot.atMs), slot.atMs);
        } else if (score > bestScore) {
            bestScore = score;
            best = PlannedRead{m_infos[static_cast<size_t>(slot.index)].key, atMs, reason};
        }
    };
    if (!m_unread.empty()) {
        const Slot& slot = *m_unread.begin();
        const KeyInfo& info = m_infos[static_cast<size_t>(slot.index)];
        const qint64 since = info.addedAtMs.value_or(m_firstSentMs.value_or(atMs));
        const double age = static_cast<double>(std::max<qint64>(atMs - since, 0)) +
                           static_cast<double>(m_settings.minRefreshIntervalMs);
        consider(slot, unreadWeight() * age, ReadReason::First);
    }
    const auto considerHead = [&](const std::set<Slot>& queue, double weight) {
        if (queue.empty())
            return;
        const Slot& slot = *queue.begin();
        const KeyInfo& info = m_infos[static_cast<size_t>(slot.index)];
        consider(slot, weight * static_cast<double>(atMs - *info.lastReadMs), ReadReason::Refresh);
    };
    considerHead(m_pooled, pooledFreeWeight());
    considerHead(m_steadyHeld, steadyWeight(true));
    considerHead(m_steadyFree, steadyWeight(false));
    for (const std::set<Slot>& bucket : m_buckets) {
        if (bucket.empty())
            continue;
        const Slot& slot = *bucket.begin();
        const KeyInfo& info = m_infos[static_cast<size_t>(slot.index)];
        const double age = static_cast<double>(atMs - *info.lastReadMs);
        consider(slot, info.weight * age, ReadReason::Refresh);
    }
    if (best)
        return best;
    if (earliestLater)
        return bestRefresh(*earliestLater);
    return std::nullopt;
}

int PollPlanner::criticalDueBefore(qint64 endMs, int atMost) const {
    int count = 0;
    for (auto it = m_critical.begin(); it != m_critical.end() && count < atMost; ++it) {
        if (it->atMs >= endMs)
            break;
        ++count;
    }
    return count;
}

std::optional<PlannedRead> PollPlanner::plannedRefresh(qint64 fromMs, bool starved) const {
    const int capacity = readCapacityPerMinute();
    auto atMs = m_pacer.earliestSlot(fromMs, capacity, starved);
    if (!atMs)
        return std::nullopt;
    // A spare read never takes a slot of this minute that a time-critical read due later in
    // it needs.
    const qint64 minuteEnd = minuteStartOf(*atMs) + kMinuteMs;
    if (!starved && sentInMinuteOf(*atMs) + criticalDueBefore(minuteEnd, capacity) >= capacity)
        atMs = m_pacer.earliestSlot(minuteEnd, capacity, false);
    auto refresh = bestRefresh(*atMs);
    if (refresh && refresh->atMs > *atMs) {
        // Every key was read too recently: wait for the first that may be read again.
        if (const auto later = m_pacer.earliestSlot(refresh->atMs, readCapacityPerMinute(), false))
            refresh->atMs = *later;
    }
    return refresh;
}

// When time-critical reads queue (reads are paced at budget/60 a second), the one due first
// is not always the one that matters most: a takeover read of a lease seen running out shows
// the crash takeover for sure, one of a leader that may have renewed only perhaps. Waiting
// behind a few of those, it came 2-3 s after the takeover time (bench: issue-4's standby
// leaders, 91 % within 2 s; 94 % since).
const PollPlanner::Slot& PollPlanner::surestDueBy(qint64 atMs) const {
    const Slot* surest = &*m_critical.begin();
    int scanned = 0;
    for (auto it = m_critical.begin();
         it != m_critical.end() && it->atMs <= atMs && scanned < kMaxDueScan; ++it, ++scanned) {
        if (it->rank < surest->rank)
            surest = &*it;
    }
    return *surest;
}

double PollPlanner::urgentShareOfLastMinute(qint64 nowMs) const {
    const auto counts = m_pacer.readsInLastMinute(nowMs);
    const int spare = counts[static_cast<size_t>(ReadReason::Refresh)] +
                      counts[static_cast<size_t>(ReadReason::First)];
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    const int capacity = std::max(1, readCapacityPerMinute());
    return static_cast<double>(total - spare) / capacity;
}

std::optional<PlannedRead> PollPlanner::nextRead(qint64 nowMs) const {
    const int capacity = readCapacityPerMinute();
    if (m_index.isEmpty() || capacity <= 0)
        return std::nullopt;
    const qint64 fromMs = earliestAllowed(nowMs);
    std::optional<PlannedRead> critical;
    if (!m_critical.empty()) {
        const auto atMs =
            m_pacer.earliestSlot(std::max(fromMs, m_critical.begin()->atMs), capacity, true);
        const Slot& slot = surestDueBy(atMs.value_or(fromMs));
        const KeyInfo& info = m_infos[static_cast<size_t>(slot.index)];
        critical = PlannedRead{info.key, atMs.value_or(fromMs), info.criticalReason};
    }
    // Time-critical reads come first, but never take the whole budget: keys that only the
    // spare budget reads would not be read at all.
    const bool starved = critical && urgentShareOfLastMinute(fromMs) > kMaxUrgentShare;
    auto refresh = plannedRefresh(fromMs, starved);
    if (critical && (!refresh || critical->atMs < refresh->atMs ||
                     (!starved && critical->atMs == refresh->atMs)))
        return critical;
    return refresh;
}

// ---- What the caller reports -----------------------------------------------------------

void PollPlanner::readSent(const QString& key, qint64 nowMs, ReadReason reason) {
    m_pacer.sent(nowMs, readCapacityPerMinute(), reason);
    if (!m_firstSentMs)
        m_firstSentMs = nowMs;
    m_lastSentMs = std::max(m_lastSentMs, nowMs);
    const int index = indexOf(key);
    if (index < 0)
        return;
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    info.inFlight = true;
    if (reason == ReadReason::Requested)
        info.requested = false;
    unschedule(index);
}

void PollPlanner::learn(KeyInfo& info, qint64 atMs, const LockState& state) {
    const double halfLife = static_cast<double>(std::max<qint64>(m_settings.changeHalfLifeMs, 1));
    const auto fade = [halfLife](qint64 fromMs, qint64 toMs) {
        return std::exp2(-static_cast<double>(std::max<qint64>(toMs - fromMs, 0)) / halfLife);
    };
    if (info.fadedAtMs > 0)
        info.behaviour.fade(fade(info.fadedAtMs, atMs));
    info.fadedAtMs = atMs;
    if (m_poolFadedAtMs > 0 && atMs > m_poolFadedAtMs) {
        const double factor = fade(m_poolFadedAtMs, atMs);
        m_pools.scale(factor);
        m_changingCounts.scale(factor);
        m_steadyHeldClass.fade(factor);
        m_steadyFreeClass.fade(factor);
        m_poolFadedAtMs = atMs;
    } else if (m_poolFadedAtMs == 0) {
        m_poolFadedAtMs = atMs;
    }
    // An ambiguous change (released, or run out?) is still judged by the whole pool: judged by
    // the keys on its lease length, the job keys of the free-watch test in tst_pollplanner
    // were read at worse moments and 44 of their tenures went unseen instead of 19.
    const BehaviourCounts learnt = info.behaviour.observe(*info.state, *info.lastReadMs, state,
                                                          atMs, m_serverOffsetMs, m_pools.whole());
    m_pools.add(info.behaviour.seenTtlMs(), learnt);
    if (info.changedSinceFirstRead || !sameHolding(*info.state, state))
        m_changingCounts.add(learnt);
}

bool PollPlanner::readSucceeded(const QString& key, qint64 sentAtMs, const LockState& state) {
    m_backoffMs = 0;
    m_backoffUntilMs.reset();
    const int index = indexOf(key);
    if (index < 0)
        return false;
    KeyInfo& info = m_infos[static_cast<size_t>(index)];
    info.inFlight = false;
    info.notBeforeMs.reset();
    const bool first = !info.state.has_value();
    const bool changed = first || !sameHolding(*info.state, state);
    if (info.lastReadMs && sentAtMs < *info.lastReadMs) {
        schedule(index);
        return false; // an older answer overtaken by a newer one tells nothing new
    }
    noteFreeKeysTaken(info, first, state);
    if (!first)
        noteRetake(info, sentAtMs, state); // while info.state is still the read before
    if (info.lastReadMs && info.state)
        learn(info, sentAtMs, state);
    if (isSteady(info))
        steadyClassOf(info).observe(sentAtMs - *info.lastReadMs, changed);
    ++info.reads;
    if (first)
        info.firstReadMs = sentAtMs;
    else if (changed)
        info.changedSinceFirstRead = true;
    updateFollowUps(info, state, changed && !first);
    updateGraceRechecks(info, state, sentAtMs);
    noteRemaining(info, state, sentAtMs);
    if (changed && !first && state.held && state.fencingToken)
        noteAcquisition(*state.fencingToken,
                        info.lastReadMs ? (*info.lastReadMs + sentAtMs) / 2 : sentAtMs);
    updateStateSince(info, state, sentAtMs, changed && !first);
    if (!info.lastReadMs)
        --m_unreadCount;
    info.state = state;
    info.lastReadMs = sentAtMs;
    schedule(index);
    updateAffordableLapseChance(sentAtMs);
    replanWhenAllHeldTakeoversBecomeAffordable();
    return changed;
}

// The lowest lapse chance at which takeover reads of every held key that likely to lapse fit
// in kLapsedBeforeTakeoverShare of the reads. Of those keys only the ones that lapsed before
// get them (takeoverWorthIt): without a lapse of its own a key's chance is mostly the prior,
// and the keys above the line that get none leave the share for time-critical reads of
// others.
void PollPlanner::updateAffordableLapseChance(qint64 atMs) {
    if (atMs - m_affordableComputedMs < kAffordableRecheckMs)
        return;
    m_affordableComputedMs = atMs;
    const double allowance = kLapsedBeforeTakeoverShare * readCapacityPerMinute();
    double cost = 0;
    m_affordableLapseChance = kNoLapseChance;
    for (const auto& [chance, index] : m_heldByLapse) {
        cost += m_infos[static_cast<size_t>(index)].takeoverCost;
        if (cost > allowance)
            break;
        m_affordableLapseChance = chance;
    }
}

// What a read says about whether ended leases are taken again at once: a takeover read that
// found a new holder, or found the lock free and its re-read found one. Plans the re-read.
void PollPlanner::noteRetake(KeyInfo& info, qint64 sentAtMs, const LockState& state) {
    const bool newHolder = state.held && !sameHolding(*info.state, state);
    if (info.retakeReread) {
        info.retakeReread = false;
        if (newHolder) {
            info.retakes.noteLateRetake();
            m_retakes.noteLateRetake();
        }
        return;
    }
    if (!info.state->held || !info.state->expiresAt || sameHolding(*info.state, state))
        return;
    const qint64 takeoverMs = expiryOnConsoleMs(*info.state) + limits::kTakeoverGrace.count();
    if (sentAtMs < takeoverMs || sentAtMs > takeoverMs + kTakeoverReadWindowMs)
        return;
    info.retakes.noteEnd(newHolder);
    m_retakes.noteEnd(newHolder);
    info.retakeReread = !state.held && m_settings.retakeRereadMs > 0 &&
                        info.retakes.quickShare(m_retakes) >= RetakeEvidence::kWorthRereading;
}

void PollPlanner::noteAcquisition(FencingToken token, qint64 atMs) {
    if (!m_firstAcquisition)
        m_firstAcquisition = std::pair{token, atMs};
    if (!m_lastAcquisition || token > m_lastAcquisition->first)
        m_lastAcquisition = std::pair{token, atMs};
}

std::optional<qint64> PollPlanner::tenureStartOf(FencingToken token, qint64 atMs) const {
    if (!m_firstAcquisition || !m_lastAcquisition)
        return std::nullopt;
    const auto& [firstToken, firstMs] = *m_firstAcquisition;
    const auto& [lastToken, lastMs] = *m_lastAcquisition;
    if (lastMs - firstMs < kTokenPaceSpanMs || lastToken <= firstToken)
        return std::nullopt;
    const double tokensPerMs =
        static_cast<double>(lastToken - firstToken) / static_cast<double>(lastMs - firstMs);
    if (token >= lastToken)
        return std::min(lastMs, atMs);
    const double behind = static_cast<double>(lastToken - token) / tokensPerMs;
    return std::min(atMs, lastMs - static_cast<qint64>(behind));
}

void PollPlanner::updateStateSince(KeyInfo& info, const LockState& state, qint64 atMs,
                                   bool changed) const {
    if (changed) {
        info.stateSinceMs = info.lastReadMs ? (*info.lastReadMs + atMs) / 2 : atMs;
        return;
    }
    if (!info.stateSinceMs && state.held && state.fencingToken)
        info.stateSinceMs = tenureStartOf(*state.fencingToken, atMs);
}

void PollPlanner::updateFollowUps(KeyInfo& info, const LockState& state, bool changed) const {
    if (state.held)
        info.followUpIndex = -1;
    else if (changed && !m_settings.followUpDelaysMs.isEmpty())
        info.followUpIndex = 0;
    else if (info.followUpIndex >= 0 && ++info.followUpIndex >= m_settings.followUpDelaysMs.size())
        info.followUpIndex = -1;
}

void PollPlanner::updateGraceRechecks(KeyInfo& info, const LockState& state,
                                      qint64 sentAtMs) const {
    const bool sameLease = info.state && state.held && info.state->held &&
                           info.state->fencingToken == state.fencingToken &&
                           info.state->expiresAt == state.expiresAt;
    const bool pastTakeover =
        state.expiresAt && sentAtMs >= expiryOnConsoleMs(state) + limits::kTakeoverGrace.count();
    info.graceRechecks = sameLease && pastTakeover ? info.graceRechecks + 1 : 0;
}

void PollPlanner::readFailed(const QString& key, qint64 nowMs, const ApiError& error) {
    const int index = indexOf(key);
    if (index >= 0)
        m_infos[static_cast<size_t>(index)].inFlight = false;
    switch (error.kind) {
    case FailureKind::RateLimited:
        m_pausedUntilMs = nowMs + (error.retryAfterSeconds ? *error.retryAfterSeconds * 1000LL
                                                           : kDefaultRetryAfterMs);
        break;
    case FailureKind::Unavailable:
    case FailureKind::Transport:
    case FailureKind::Timeout:
    case FailureKind::Unauthorized:
    case FailureKind::Forbidden:
        // Every read would fail alike: back off all of them. A read that was in flight
        // when the back-off began fails in the same streak: it does not double it.
        if (m_backoffUntilMs && nowMs < *m_backoffUntilMs)
            break;
        m_backoffMs = m_backoffMs == 0 ? m_settings.backoffInitialMs
                                       : std::min(m_backoffMs * 2, m_settings.backoffMaxMs);
        m_backoffUntilMs = nowMs + m_backoffMs;
        break;
    case FailureKind::InvalidInput:
    case FailureKind::BadRequest:
    case FailureKind::Conflict:
    case FailureKind::Redirect:
    case FailureKind::BadResponse:
        // Something about this key (or this answer): try it again much later.
        if (index >= 0)
            m_infos[static_cast<size_t>(index)].notBeforeMs = nowMs + m_settings.backoffMaxMs;
        break;
    }
    if (index >= 0)
        schedule(index);
}

void PollPlanner::forgetBudgetWindow() {
    m_pacer.forget();
    m_pausedUntilMs.reset();
    m_backoffUntilMs.reset();
    m_backoffMs = 0;
}

void PollPlanner::readAbandoned(const QString& key) {
    const int index = indexOf(key);
    if (index < 0)
        return;
    m_infos[static_cast<size_t>(index)].inFlight = false;
    schedule(index);
}

} // namespace volcano
